/**
 * Migration 0041 (issue 47 finding 6, for the entries made before its fix): a do-not-contact entry an
 * erasure added with the erasure's free-text reason takes the neutral reason new ones get, the
 * contract's own text; an entry an admin listed, even with the same words, keeps its reason.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEntries, doNotContact } from '../../../server/src/db/schema';
import { ERASURE_LISTING_REASON } from '../../../src/contract';
import { addUser, query, type Staff, startTestServer, superAdminOf, type TestServer } from '../support';

let server: TestServer;
let root: Staff;
let admin: Staff;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  admin = await addUser(server, { role: 'admin' });
});
afterAll(() => server.close());

const BACKFILL = readFileSync(
  new URL('../../../server/drizzle/0041_erasure_listing_reasons.sql', import.meta.url),
  'utf8',
);

const REASON = 'Law 81 request by Tyrone Murphy, ID 8-123-456, ticket 77';

it('gives the entries an erasure added the neutral reason, and leaves an admin’s own', async () => {
  const erasedAt = new Date('2026-10-01T15:00:00.000Z');
  await server.app.db.insert(auditEntries).values({
    createdAt: erasedAt,
    action: 'client-data-erased',
    actorId: root.id,
    actorName: root.name,
    actorRole: 'super-admin',
    targetKind: 'client',
    targetLabel: 'Client',
    after: { reason: REASON, leads: 1, deals: 0, images: 0, messages: 0, addedToDoNotContact: 2 },
  });
  await server.app.db.insert(doNotContact).values([
    { number: '+15075550901', reason: REASON, addedById: root.id, addedAt: erasedAt },
    { number: '+15075550902', reason: REASON, addedById: root.id, addedAt: erasedAt },
    { number: '+15075550903', reason: REASON, addedById: admin.id, addedAt: erasedAt },
    {
      number: '+15075550904',
      reason: REASON,
      addedById: root.id,
      addedAt: new Date(erasedAt.getTime() + 60_000),
    },
  ]);

  await server.app.db.execute(sql.raw(BACKFILL));

  const rows = await query<{ number: string; reason: string }>(
    server,
    sql`SELECT number, reason FROM do_not_contact WHERE number LIKE '+1507555090%' ORDER BY number`,
  );
  expect(rows).toEqual([
    { number: '+15075550901', reason: ERASURE_LISTING_REASON },
    { number: '+15075550902', reason: ERASURE_LISTING_REASON },
    { number: '+15075550903', reason: REASON },
    { number: '+15075550904', reason: REASON },
  ]);
});
