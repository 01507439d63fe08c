/**
 * The table at scale (`--leads`) and leads waiting to be served again (`--due`, docs/rules/claiming.md#d5.5), so the open
 * loop measures claims that look through the due indexes a working day fills, not an empty pool of
 * fresh leads only. Every lead here belongs to the open loop's pickers: finished ones as their history
 * (the claim reads each picker's last finish), waiting ones as their No Answers and callbacks, each with
 * its lead_returns row (the claim reads each picker's last return and its skips today).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';
import type { UserRow } from '../../server/src/db/schema';

/** Rows per INSERT … SELECT: a million leads in ten statements. */
const BATCH = 100_000;

/** Numbers apart from the fresh pool's (from 4,000,000,000) and the do-not-contact list's (setup.ts). */
let numbers = 0;

/** The pickers' ids, leaders and admins as SQL arrays, 1-based in the order given ('' for none). */
const pickerArrays = (pickers: UserRow[]) => sql`
  SELECT string_to_array(${pickers.map((p) => p.id).join(',')}, ',') AS ids,
    string_to_array(${pickers.map((p) => p.teamLeaderId ?? '').join(',')}, ',') AS leaders,
    string_to_array(${pickers.map((p) => p.adminId ?? '').join(',')}, ',') AS admins`;

/**
 * The secondary indexes of `rentals` are dropped while `work` inserts and rebuilt from their own
 * definitions afterwards: building an index once is many times faster than a million inserts into it.
 */
async function withIndexesRebuilt(db: Db, work: () => Promise<void>): Promise<void> {
  const result = (await db.execute(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = 'rentals' AND indexname NOT IN ('rentals_pkey', 'rentals_number_idx')`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of result.rows) await db.execute(sql.raw(`DROP INDEX ${name}`));
  await work();
  for (const { definition } of result.rows) await db.execute(sql.raw(definition));
}

/**
 * `count` leads the pickers finished over the last 90 days (a tenth of them invalid). Triggers are off
 * while inserting, so neither the reports' counters nor the search rows are written for them: a claim
 * reads only today's counters, and never the search rows.
 */
export async function seedHistory(db: Db, pickers: UserRow[], count: number): Promise<void> {
  await withIndexesRebuilt(db, async () => {
    for (let from = 0; from < count; from += BATCH) {
      const first = numbers;
      const size = Math.min(BATCH, count - from);
      numbers += size;
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`
          WITH p AS (${pickerArrays(pickers)}),
          g AS (SELECT g, 1 + floor(random() * cardinality(p.ids))::int AS k,
              now() - random() * interval '90 days' AS finished
            FROM p, generate_series(1, ${size}::int) g)
          INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link,
            number_status, fetcher_id, fetcher_leader_id, fetcher_admin_id, is_fetched, is_finished, fetched_at,
            finished_date, attempts, created_at, updated_at)
          SELECT 'FB ' || g, 'Client ' || g, '+1' || (3000000000 + ${first}::bigint + g)::text, '$700', 'Two rooms',
            'Main St', 'https://example.com/post/' || g, CASE WHEN g % 10 = 0 THEN 'invalid' ELSE 'valid' END,
            p.ids[k], nullif(p.leaders[k], ''), nullif(p.admins[k], ''), true, true,
            finished - interval '5 minutes', finished, 1, finished - interval '1 day', finished
          FROM g, p`);
      });
    }
  });
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * `count` waiting leads due between `from` and `to`, in thirds: No Answer retries (any picker's),
 * callbacks for anyone of a team, and personal callbacks (their picker's until the grace is over, its
 * team's after). Each comes with the return that made it wait, by the picker who set it.
 */
export async function seedWaiting(db: Db, pickers: UserRow[], count: number, from: Date, to: Date) {
  if (count <= 0) return;
  const first = numbers;
  numbers += count;
  await db.execute(sql`
    WITH p AS (${pickerArrays(pickers)}),
    g AS MATERIALIZED (
      SELECT g, time_ordered_uuid() AS id, p.ids[k] AS picker, nullif(p.leaders[k], '') AS leader,
        (ARRAY['no-answer', 'callback', 'callback'])[1 + g % 3] AS outcome, g % 3 = 2 AS personal,
        ${from}::timestamptz + random() * (${to}::timestamptz - ${from}::timestamptz) AS due
      FROM (SELECT g, 1 + floor(random() * cardinality(p.ids))::int AS k FROM p, generate_series(1, ${count}::int) g) x, p),
    added AS (
      INSERT INTO rentals (id, facebook_name, client_name, number, rent, house_apt_details, address, post_link,
        is_fetched, outcome, attempts, due_at, callback_picker_id, callback_leader_id, created_at, updated_at)
      SELECT id, 'FB ' || g, 'Client ' || g, '+1' || (6000000000 + ${first}::bigint + g)::text, '$700',
        'Two rooms', 'Main St', 'https://example.com/post/' || g, true, outcome, 1, due,
        -- A picker without a team keeps its callbacks (finish_lead).
        CASE WHEN outcome = 'callback' AND (personal OR leader IS NULL) THEN picker END,
        CASE WHEN outcome = 'callback' THEN leader END,
        least(due, now()) - interval '2 days', least(due, now()) - interval '1 day'
      FROM g)
    INSERT INTO lead_returns (rental_id, picker_id, leader_id, kind, returned_at)
    SELECT id, picker, leader, outcome, least(due, now()) - interval '1 day' FROM g`);
}

/** A tenth of the pickers skipped one lead today (docs/rules/claiming.md#d5.5): the claim passes it over for them. */
export async function seedSkips(db: Db, pickers: UserRow[]): Promise<void> {
  await db.execute(sql`
    WITH p AS (${pickerArrays(pickers)}),
    h AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM rentals LIMIT ${pickers.length}) s)
    INSERT INTO lead_returns (rental_id, picker_id, leader_id, kind, reason, returned_at)
    SELECT h.ids[1 + i % cardinality(h.ids)], p.ids[i], nullif(p.leaders[i], ''), 'skipped', 'duplicate',
      now() - random() * interval '1 hour'
    FROM p, h, generate_series(1, cardinality(p.ids), 10) i`);
}

/** Leads served again (an attempt after the first) since `from`: the due leads a rate's claims took. */
export async function dueServed(db: Db, from: Date): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM rentals WHERE attempts >= 2 AND fetched_at >= ${from}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
