/**
 * An erasure leaves nothing behind (docs/rules/client-data.md#d13.3, docs/rules/client-data.md#d13.6):
 * the skip and callback notes, the lead's outcome note, the messages, the search rows and the audit
 * entries' copies lose the client's data with the lead, and once the upkeep has run in the quiet hour,
 * no file of the PGlite data folder holds the erased name, email or number. Retention, which runs the same
 * code, the same. The folder is this file's own PGlite database, whatever DATABASE_URL says.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadReturns, messages } from '../../../server/src/db/schema';
import { panamaHourOf } from '../../../server/src/lib/panama-day';
import { runRetention } from '../../../server/src/plugins/retention';
import { auditApi, clientDataApi, leadListsApi, leadsApi, operationsApi } from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  login,
  pickedBy,
  query,
  setSettings,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let root: string;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: undefined, retentionCheckMs: 0 });
  group = await buildGroup(server);
  root = (await login(server, server.superAdmin.email, server.superAdmin.password)).accessToken;
  await setSettings(server, { skipLimit: 10, releaseAfter: 0 });
});
afterAll(() => server.close());

/**
 * The files under the data folder holding any of `values`, by path, after a checkpoint has written
 * every changed page to its table's files (until then PGlite keeps them in memory).
 */
async function filesHolding(values: readonly string[]): Promise<string[]> {
  await server.app.db.execute(sql`CHECKPOINT`);
  const folder = server.app.config.dataDir;
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const file of files.filter((entry) => entry.isFile())) {
    const path = join(file.parentPath, file.name);
    const bytes = await readFile(path).catch(() => undefined);
    if (bytes && values.some((value) => bytes.includes(value))) holding.push(path.slice(folder.length));
  }
  return holding;
}

/** The server's clock moved on to its next quiet hour, and the upkeep's check there: it rewrites. */
async function rewriteInQuietHour(): Promise<void> {
  const hours = (server.app.config.erasureRewriteHour - panamaHourOf(server.clock.now()) + 24) % 24 || 24;
  server.clock.advance(hours * 3_600_000);
  expect(await server.app.erasureUpkeep.check()).toBe(true);
}

/** Everything a supervisor reads on a lead's way through the pickers, as the API answers it. */
async function whatSupervisorsRead(): Promise<string> {
  const answers = await Promise.all([
    server.call(operationsApi.board, { token: root }),
    server.call(operationsApi.board, { token: group.admin.token }),
    server.call(auditApi.list, { token: root, query: { limit: 100 } }),
    server.call(leadListsApi.listAllLeads, { token: root, query: { limit: 100 } }),
  ]);
  for (const answer of answers) expect(answer.status).toBe(200);
  return JSON.stringify(answers.map((answer) => answer.body));
}

describe('issue 47 finding 4: an erasure leaves no copy of the client, in the answers or in the files', () => {
  const client = {
    name: 'Keisha Zephyrine',
    email: 'keisha.test47@example.com',
    number: '+14048339528',
    address: '1580 Cypress St',
  };
  const values = [client.name, client.email, client.number, client.address];

  it('erases the notes, messages, search rows and audit copies, then the files', async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      clientName: client.name,
      facebookName: client.name,
      number: client.number,
      clientEmail: client.email,
      address: client.address,
    });
    const picker = tokenOf(server, group.pickers[0]);
    // The review's case: a skip whose note quotes the client, then another picker's callback with a note.
    expect((await server.call(leadsApi.claim, { token: picker })).body.data.rental._id).toBe(lead.id);
    const skipped = await server.call(leadsApi.skip, {
      token: picker,
      body: {
        reason: 'other',
        note: `her number ${client.number}, ${client.email}, lives at ${client.address}`,
      },
    });
    expect(skipped.status).toBe(200);
    const next = tokenOf(server, group.pickers[1]);
    expect((await server.call(leadsApi.claim, { token: next })).body.data.rental._id).toBe(lead.id);
    const callback = await server.call(leadsApi.finish, {
      token: next,
      body: {
        outcome: 'callback',
        callbackAt: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
        note: `Call ${client.name} at (404) 833-9528`,
      },
    });
    expect(callback.status).toBe(200);
    await server.app.db.insert(messages).values({
      creatorId: group.creator.id,
      pickerId: group.picker.id,
      senderId: group.picker.id,
      message: `Wrong email on the post, it is ${client.email}`,
    });
    expect(await whatSupervisorsRead()).toContain(client.email);
    expect(await filesHolding(values)).not.toEqual([]);

    const erased = await server.call(clientDataApi.erase, {
      token: root,
      body: { number: '(404) 833-9528', reason: 'Law 81 request' },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ leads: 1, messages: 1 });

    // In the answers at once: the board's last skip, the trail, the lists.
    const read = await whatSupervisorsRead();
    for (const value of [...values, '404) 833-9528']) expect(read).not.toContain(value);
    const notes = await query<{ note: string | null }>(
      server,
      sql`SELECT note FROM ${leadReturns} WHERE rental_id = ${lead.id} ORDER BY returned_at`,
    );
    expect(notes).toEqual([{ note: 'Erased' }, { note: 'Erased' }]);
    const [row] = await query<{ outcome_note: string | null; body: string }>(
      server,
      sql`SELECT r.outcome_note, s.body FROM rentals r JOIN rental_search s ON s.rental_id = r.id
        WHERE r.id = ${lead.id}`,
    );
    expect(row!.outcome_note).toBeNull();
    for (const value of values) expect(row!.body).not.toContain(value);

    // In the files once the upkeep after the erasure has run.
    await rewriteInQuietHour();
    expect(await filesHolding(values)).toEqual([]);
  });

  it('retention, through the same code, the same', async () => {
    const old = new Date(server.clock.now().getTime() - 400 * 86_400_000);
    const retained = { email: 'retained.47@example.com', number: '+15055550147', name: 'Retta Quillfeather' };
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, old, 'invalid'),
      clientName: retained.name,
      number: retained.number,
      clientEmail: retained.email,
    });
    await server.app.db.insert(leadReturns).values({
      rentalId: lead.id,
      pickerId: group.picker.id,
      kind: 'skipped',
      reason: 'other',
      note: `${retained.name} asked us to write to ${retained.email}`,
      returnedAt: old,
    });
    expect(await filesHolding(Object.values(retained))).not.toEqual([]);

    await setSettings(server, { retentionMonths: 12 });
    expect(await runRetention(server.app)).toMatchObject({ leads: 1 });
    const [note] = await query<{ note: string }>(
      server,
      sql`SELECT note FROM ${leadReturns} WHERE rental_id = ${lead.id}`,
    );
    expect(note).toEqual({ note: 'Erased' });
    await rewriteInQuietHour();
    expect(await filesHolding(Object.values(retained))).toEqual([]);
  });
});
