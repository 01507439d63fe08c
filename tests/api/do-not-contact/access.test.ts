/**
 * Who may use the do-not-contact list (docs/rules/do-not-contact.md#d5.13): the super-admin and admins add and read, only the
 * super-admin removes; leaders, creators and pickers get 403 on every route, before their input is
 * read, signed-out callers 401; a refusal writes nothing, not even an audit entry.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doNotContactApi, pathTo } from '../../../src/contract';
import { entriesWrittenBy } from '../audit/entries';
import {
  buildGroup,
  type CallerName,
  type Callers,
  csvOf,
  query,
  signInCallers,
  startTestServer,
  type TestServer,
  upload,
} from '../support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer();
  callers = await signInCallers(server, await buildGroup(server));
});
afterAll(() => server.close());

const listed = async () =>
  (await query<{ n: number }>(server, sql`SELECT count(*)::int AS n FROM do_not_contact`))[0]!.n;

let sequence = 0;
const aNumber = () => `+1507555${String(++sequence).padStart(4, '0')}`;

const add = (who: CallerName, body: object = { number: aNumber(), reason: 'Asked us to stop' }) =>
  server.call(doNotContactApi.add, { token: callers.token[who], body });
const list = (who: CallerName) => server.call(doNotContactApi.list, { token: callers.token[who] });
const addFile = (who: CallerName) =>
  upload(
    server,
    pathTo(doNotContactApi.addFromFile),
    callers.token[who] ?? '',
    csvOf([
      ['number', 'reason'],
      [aNumber(), 'Complaint'],
    ]),
    'numbers.csv',
  );
const remove = (who: CallerName, id: string) =>
  server.call(doNotContactApi.remove, { token: callers.token[who], values: { id } });

/** An entry the super-admin adds, for a removal to aim at. */
async function entryId(): Promise<string> {
  const added = await add('super-admin');
  expect(added.status).toBe(200);
  return added.body.data.entry._id;
}

describe('the super-admin and admins', () => {
  it.each(['super-admin', 'admin'] as const)('%s adds, adds from a file and reads the list', async (who) => {
    expect((await add(who)).status).toBe(200);
    const file = await addFile(who);
    expect(file.status, file.body.message).toBe(200);
    expect(file.body.message).toBe('Inserted: 1, Skipped: 0');
    const read = await list(who);
    expect(read.status).toBe(200);
    expect(read.body.data.countInfo.total).toBe(await listed());
  });

  it('only the super-admin removes', async () => {
    const id = await entryId();
    const before = await listed();
    const byAdmin = await remove('admin', id);
    expect(byAdmin.status).toBe(403);
    expect(await listed()).toBe(before);
    const byRoot = await remove('super-admin', id);
    expect(byRoot.status).toBe(200);
    expect(byRoot.body.message).toBe('Number removed from the do-not-contact list');
    expect(await listed()).toBe(before - 1);
  });
});

describe('everyone else', () => {
  const refused = ['creator-leader', 'picker-leader', 'creator', 'picker'] as const;

  it.each(refused)('%s gets 403 on every route, and nothing is written', async (who) => {
    const id = await entryId();
    const before = await listed();
    const written = await entriesWrittenBy(server, async () => {
      // A body that would be refused as bad input still answers 403: the role is checked first.
      expect((await add(who, {})).status).toBe(403);
      expect((await add(who)).status).toBe(403);
      expect((await list(who)).status).toBe(403);
      expect((await addFile(who)).status).toBe(403);
      expect((await remove(who, id)).status).toBe(403);
    });
    expect(written).toBe(0);
    expect(await listed()).toBe(before);
  });

  it('a signed-out caller gets 401 on every route', async () => {
    const id = await entryId();
    expect((await add('signed-out')).status).toBe(401);
    expect((await list('signed-out')).status).toBe(401);
    expect((await addFile('signed-out')).status).toBe(401);
    expect((await remove('signed-out', id)).status).toBe(401);
  });
});
