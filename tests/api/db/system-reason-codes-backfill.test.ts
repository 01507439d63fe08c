/**
 * Migration 0043 (issue 48 finding 8): the do-not-contact entries the system wrote before reasons had
 * codes take the code of their English text, so the list shows them in its reader's language
 * (docs/rules/do-not-contact.md#d5.13); a reason someone typed keeps no code.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { doNotContact } from '../../../server/src/db/schema';
import { doNotContactApi, ERASURE_LISTING_REASON, PICKER_OUTCOME_REASON } from '../../../src/contract';
import { type Staff, startTestServer, superAdminOf, type TestServer } from '../support';

let server: TestServer;
let root: Staff;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
});
afterAll(() => server.close());

const BACKFILL = readFileSync(
  new URL('../../../server/drizzle/0045_system_reason_codes.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

it('codes the system’s English reasons and leaves a typed one as typed', async () => {
  const addedAt = new Date('2026-10-01T15:00:00.000Z');
  await server.app.db.insert(doNotContact).values([
    { number: '+15075550801', reason: PICKER_OUTCOME_REASON, addedById: root.id, addedAt },
    { number: '+15075550802', reason: ERASURE_LISTING_REASON, addedById: root.id, addedAt },
    { number: '+15075550803', reason: 'Asked us to stop', addedById: root.id, addedAt },
  ]);

  for (const statement of BACKFILL) await server.app.db.execute(sql.raw(statement));

  const res = await server.call(doNotContactApi.list, { token: root.token, query: { search: '50755508' } });
  expect(res.status).toBe(200);
  // One instant for all three: the list's order among them is the ids', so they are compared by number.
  const entries = res.body.data.result
    .map(({ number, reason, reasonCode }) => ({ number, reason, reasonCode }))
    .sort((a, b) => a.number.localeCompare(b.number));
  expect(entries).toEqual([
    { number: '+15075550801', reason: PICKER_OUTCOME_REASON, reasonCode: 'picker-outcome' },
    { number: '+15075550802', reason: ERASURE_LISTING_REASON, reasonCode: 'client-erased' },
    { number: '+15075550803', reason: 'Asked us to stop', reasonCode: null },
  ]);
});
