/**
 * A client's data is what is theirs (docs/rules/client-data.md#d13.1): an email matched whole in any
 * case, a number found as a whole number in a text (libphonenumber-js's finder), never a substring
 * or digits joined across a text; the find, its export and the erasure touch only those.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/db/schema';
import { type ClientData, clientDataApi } from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  login,
  pickedBy,
  query,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  root = (await login(server, server.superAdmin.email, server.superAdmin.password)).accessToken;
});
afterAll(() => server.close());

/** A message from the group's picker to its creator, about no lead. */
async function message(text: string): Promise<string> {
  const [row] = await server.app.db
    .insert(messages)
    .values({
      creatorId: group.creator.id,
      pickerId: group.picker.id,
      senderId: group.picker.id,
      message: text,
    })
    .returning({ id: messages.id });
  return row!.id;
}

const textOf = async (id: string) =>
  (await query<{ message: string }>(server, sql`SELECT message FROM messages WHERE id = ${id}`))[0]!.message;

async function exported(q: { number?: string; email?: string }): Promise<ClientData> {
  const search = new URLSearchParams({ ...q, format: 'json' });
  const response = await fetch(`${server.baseUrl}/clientData/export?${search}`, {
    headers: { authorization: root },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ClientData;
}

describe('issue 47 finding 2: client data matches emails whole and numbers as whole numbers', () => {
  it('li.vega@example.com finds, exports and erases nothing of natali.vega@example.com', async () => {
    await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
      clientEmail: 'li.vega@example.com',
    });
    const natali = await message('Client natali.vega@example.com wants a viewing on Friday');
    // Li's own, quoted whole in another case and before a full stop: hers.
    const li = await message('Write to LI.VEGA@example.com.');

    const found = await server.call(clientDataApi.find, {
      token: root,
      query: { email: 'li.vega@example.com' },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.messages.map((m) => m._id)).toEqual([li]);
    expect((await exported({ email: 'li.vega@example.com' })).messages.map((m) => m._id)).toEqual([li]);

    const erased = await server.call(clientDataApi.erase, {
      token: root,
      body: { email: 'li.vega@example.com', reason: 'Law 81 request' },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ leads: 1, messages: 1 });
    expect(await textOf(natali)).toBe('Client natali.vega@example.com wants a viewing on Friday');
    expect(await textOf(li)).toBe('Erased');
  });

  it('+1 339-356-2025 is not in "321-733-9356, alt 202-555-0143", whose digits only line up joined', async () => {
    await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
      number: '+13393562025',
    });
    const other = await message('321-733-9356, alt 202-555-0143');
    const quoting = await message('She asked us to call (339) 356-2025 after six');

    const found = await server.call(clientDataApi.find, {
      token: root,
      query: { number: '+1 339-356-2025' },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.messages.map((m) => m._id)).toEqual([quoting]);
    expect((await exported({ number: '+1 339-356-2025' })).messages.map((m) => m._id)).toEqual([quoting]);

    const erased = await server.call(clientDataApi.erase, {
      token: root,
      body: { number: '+1 339-356-2025', reason: 'Law 81 request' },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ leads: 1, messages: 1 });
    expect(await textOf(other)).toBe('321-733-9356, alt 202-555-0143');
    expect(await textOf(quoting)).toBe('Erased');
  });
});
