/**
 * The reports' kept counters (migration 0016, docs/rules/reports.md#d11.6): after inserts, finishes, status changes,
 * releases and deletes they equal a fresh count of the rows, which is what the migration's back-fill
 * computes for a database that had leads before it.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo, uploadsApi } from '../../../src/contract';
import { addLeads, createdBy, type Group, heldBy, pickedBy, query, type Staff } from '../support';
import { buildWork, type ClockedServer, startReportWorld } from './work';

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
});
afterAll(() => server.close());

const MIGRATION = new URL('../../../server/drizzle/0016_report_counters_kept.sql', import.meta.url);

/** The migration's back-fill statements: everything after its marker comment. */
async function backFill(): Promise<string[]> {
  const text = await readFile(MIGRATION, 'utf8');
  return text
    .slice(text.indexOf('-- The leads and deals already there'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** The counters as they stand, rows of zeros left out (a change undone leaves its row at zero). */
async function counters() {
  const days = await query<Record<string, unknown>>(
    server,
    sql`SELECT * FROM report_days WHERE leads_created <> 0 OR leads_invalid <> 0 OR leads_finished <> 0
      OR finished_valid <> 0 OR finished_invalid <> 0 OR deals_in_process <> 0 OR deals_done <> 0
      OR deals_failed <> 0 ORDER BY side, day, admin_id, leader_id, person_id`,
  );
  const held = await query<Record<string, unknown>>(
    server,
    sql`SELECT * FROM report_held WHERE leads <> 0 ORDER BY span, day, admin_id, leader_id, person_id, minutes`,
  );
  return { days, held };
}

async function recounted() {
  await server.app.db.execute(sql`DELETE FROM report_days`);
  await server.app.db.execute(sql`DELETE FROM report_held`);
  for (const statement of await backFill()) await server.app.db.execute(sql.raw(statement));
  return counters();
}

describe('the kept counters', () => {
  it('equal a fresh count after the API’s work, an import, a bypass, a make-invalid and a release', async () => {
    await buildWork(server, root, a, b);
    const at = new Date('2026-03-10T16:00:00.000Z');
    const imported = await addLeads(server, [
      ...Array.from({ length: 30 }, () => createdBy(b.creators[1])),
      { ...createdBy(a.creators[0]), ...pickedBy(b.pickers[1], at, 'invalid') },
      { ...createdBy(a.creators[0]), ...heldBy(a.pickers[1], at) },
    ]);
    await server.app.db.execute(
      sql`UPDATE rentals SET number_status = 'invalid' WHERE id = ${imported[0]!.id}`,
    );
    // A release puts a finished lead back in the pool as if never fetched.
    await server.app.db.execute(sql`UPDATE rentals SET fetcher_id = NULL, fetcher_admin_id = NULL,
      fetcher_leader_id = NULL, is_fetched = false, is_finished = false, finished_date = NULL,
      fetched_at = NULL, number_status = NULL WHERE id = ${imported[30]!.id}`);
    // A bypass finishes pool leads with the admin as their fetcher: no finish, and the trigger skips it.
    const before = await counters();
    const bypass = new URLSearchParams({ admin_email: b.admin.email, limit: '5' });
    const taken = await fetch(`${server.baseUrl}${pathTo(uploadsApi.takeFromPool)}?${bypass}`, {
      headers: { authorization: root.token },
    });
    expect(taken.status).toBe(200);
    expect(await counters()).toEqual(before);
    const kept = await counters();
    expect(kept.days.length).toBeGreaterThan(10);
    expect(kept.held.length).toBeGreaterThan(3);
    expect(await recounted()).toEqual(kept);
  });

  it('come back to zero when every deal and lead is deleted', async () => {
    await server.app.db.execute(sql`DELETE FROM closed_rental_changes`);
    await server.app.db.execute(sql`DELETE FROM closed_rentals`);
    await server.app.db.execute(sql`DELETE FROM rentals`);
    expect(await counters()).toEqual({ days: [], held: [] });
  });
});
