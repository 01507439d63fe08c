/**
 * The live operations board (docs/rules/operations.md#d9.1): one row per picker in the caller's scope and the header's
 * numbers, read in one statement. Each picker's figures are index ranges of its own rows (its held
 * lead, its day in the reports' counters, its last finish and hand-back, today's latest skip, today's
 * deals), so a group of a few hundred pickers costs a few hundred small index reads however many
 * leads the database holds.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type Board,
  type BoardPicker,
  type BoardQuery,
  DEFAULT_ADMIN_LIMIT,
  DEFAULT_PICKER_LIMIT,
  type OutcomeCounts,
  type PickerState,
  type PoolAges,
  type SkipReason,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, iso, isoOrNull } from '../../db/raw-rows';
import { published, users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { panamaDayOf, panamaToday } from '../../lib/panama-day';
import type { Deps } from '../deps';
import { staffScope } from '../people/scope';
import { outcomeSums } from '../reports/outcome-sums';

interface PickerRecord {
  id: string;
  name: string;
  email: string;
  team_leader_id: string | null;
  team_leader_name: string | null;
  pick_limit: number;
  held_id: string | null;
  held_number: string | null;
  held_since: string | null;
  picks: number;
  valid: number;
  invalid: number;
  outcomes: OutcomeCounts;
  skips: number;
  last_skip: { reason: SkipReason; note: string | null; at: string } | null;
  last_finish: string | null;
  deals: number;
}

interface BoardRecord {
  pickers: PickerRecord[] | null;
  held_now: number;
  finished_today: number;
  hold_until: string | null;
  admin_cap: { used: number; limit: number } | null;
}

/** Up to this many pool leads are counted at every read (a few milliseconds). */
const EXACT_POOL = 10_000;
/** How long a larger pool's count may be reused: counting a million index entries takes ~0.4 s. */
const POOL_COUNT_TTL_MS = 10_000;
let poolCount: { value: PoolCount; at: number } | null = null;

interface PoolCount {
  left: number;
  ages: PoolAges;
}

const DAY_MS = 86_400_000;

/**
 * The leads left in the pool (docs/rules/operations.md#d9.1) and their ages since they were entered
 * (docs/rules/operations.md#d9.5): exact while the pool is small, where every claim matters to a supervisor; above
 * EXACT_POOL the full count is taken at most every POOL_COUNT_TTL_MS (docs/decisions.md#p76).
 */
async function poolLeft(db: Db, now: Date): Promise<PoolCount> {
  const inPool = sql`NOT is_fetched AND number_status IS DISTINCT FROM 'invalid' AND ${published(sql`import_id`)}`;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const counted = (pool: SQL) => sql`SELECT count(*)::int AS n,
      count(*) FILTER (WHERE created_at >= ${ago(1)}::timestamptz)::int AS under_one_day,
      count(*) FILTER (WHERE created_at < ${ago(1)}::timestamptz AND created_at >= ${ago(2)}::timestamptz)::int AS one_to_two,
      count(*) FILTER (WHERE created_at < ${ago(2)}::timestamptz AND created_at >= ${ago(7)}::timestamptz)::int AS two_to_seven,
      count(*) FILTER (WHERE created_at < ${ago(7)}::timestamptz)::int AS over_seven
    FROM (${pool}) pool`;
  const read = async (pool: SQL): Promise<PoolCount> => {
    const row = (await firstRow<AgeRecord>(db, counted(pool)))!;
    return {
      left: row.n,
      ages: {
        underOneDay: row.under_one_day,
        oneToTwoDays: row.one_to_two,
        twoToSevenDays: row.two_to_seven,
        overSevenDays: row.over_seven,
      },
    };
  };
  const few = await read(sql`SELECT created_at FROM rentals WHERE ${inPool} LIMIT ${EXACT_POOL + 1}`);
  if (few.left <= EXACT_POOL) return few;
  if (!poolCount || now.getTime() - poolCount.at > POOL_COUNT_TTL_MS || poolCount.at > now.getTime()) {
    poolCount = { value: await read(sql`SELECT created_at FROM rentals WHERE ${inPool}`), at: now.getTime() };
  }
  return poolCount.value;
}

interface AgeRecord {
  n: number;
  under_one_day: number;
  one_to_two: number;
  two_to_seven: number;
  over_seven: number;
}

/** The admin group whose cap the header shows: one group's board only (docs/rules/operations.md#d9.1). */
function groupOf(caller: Caller, query: BoardQuery): string | null {
  switch (caller.role) {
    case 'super-admin':
      return query.adminId || null;
    case 'admin':
      return caller._id;
    default:
      return caller.adminId;
  }
}

/** docs/rules/operations.md#d9.1: holding, then the daily limit, then idle while a socket is connected, else offline. */
function stateOf(row: PickerRecord, online: boolean): PickerState {
  if (row.held_id !== null) return 'holding';
  if (row.picks >= row.pick_limit) return 'limit';
  return online ? 'idle' : 'offline';
}

function toPicker(row: PickerRecord, online: Set<string>): BoardPicker {
  const isOnline = online.has(row.id);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    team_leader_id: row.team_leader_id,
    team_leader_name: row.team_leader_name,
    state: stateOf(row, isOnline),
    holding:
      row.held_id === null
        ? null
        : { rentalId: row.held_id, number: row.held_number!, since: iso(row.held_since!) },
    lastFinishAt: isoOrNull(row.last_finish),
    online: isOnline,
    picksToday: row.picks,
    limit: row.pick_limit,
    validToday: row.valid,
    invalidToday: row.invalid,
    outcomesToday: row.outcomes,
    skipsToday: row.skips,
    lastSkip: row.last_skip && { ...row.last_skip, at: iso(row.last_skip.at) },
    dealsToday: row.deals,
  };
}

/**
 * The board `caller` supervises; the super-admin's `adminId` narrows it to one group (an unknown id
 * gives an empty board). Throws 403 for a caller that manages no pickers. `online`: the pickers with
 * a connected socket.
 */
export async function readBoard(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Caller,
  query: BoardQuery,
  online: Set<string>,
): Promise<Board> {
  const now = clock();
  const narrowed: SQL =
    caller.role === 'super-admin' && query.adminId ? sql` AND ${users.adminId} = ${query.adminId}` : sql``;
  const scope = sql`${staffScope(caller, 'data-picker')}${narrowed}`;
  const today = panamaToday(now).from;
  const day = panamaDayOf(now);
  const group = groupOf(caller, query);
  // Each predicate below is the one its index holds: rentals_held_idx (the held lead),
  // report_days_person_idx (today's picks, verdicts, outcomes and skips, read as claim_lead reads the
  // picks, so the limit state agrees with the claim's refusals: a No Answer or a callback leaves no
  // finished lead behind), rentals_fetcher_finished_idx and lead_returns_picker_idx (the last finish
  // and hand-back), lead_returns_skips_idx (today's latest skip), closed_rentals_fetcher_idx (today's
  // deals), rentals_pool_*_idx (the pool), report_days_admin_idx and rentals_fetcher_admin_finished_idx
  // (the cap, counted as claim_lead counts it).
  const record = await firstRow<BoardRecord>(
    db,
    sql`WITH pickers AS (
      SELECT users.id, users.name, users.email, users.team_leader_id, leader.name AS team_leader_name,
        coalesce(users.pick_limit, ${DEFAULT_PICKER_LIMIT}::int) AS pick_limit,
        held.id AS held_id, held.number AS held_number, held.fetched_at AS held_since,
        done.picks, done.valid, done.invalid, done.outcomes, done.skips,
        CASE WHEN skip.at IS NOT NULL THEN json_build_object('reason', skip.reason, 'note', skip.note,
          'at', skip.at) END AS last_skip,
        greatest(last.at, back.at) AS last_finish, deal.deals
      FROM users
      LEFT JOIN users leader ON leader.id = users.team_leader_id
      LEFT JOIN LATERAL (SELECT id, number, fetched_at FROM rentals
        WHERE fetcher_id = users.id AND is_fetched AND NOT is_finished) held ON true
      CROSS JOIN LATERAL (SELECT coalesce(sum(d.leads_finished), 0)::int AS picks,
          coalesce(sum(d.finished_valid), 0)::int AS valid,
          coalesce(sum(d.finished_invalid), 0)::int AS invalid,
          ${outcomeSums('d')} AS outcomes, coalesce(sum(d.skips), 0)::int AS skips
        FROM report_days d WHERE d.person_id = users.id AND d.side = 'pickers' AND d.day = ${day}::date) done
      CROSS JOIN LATERAL (SELECT max(finished_date) AS at FROM rentals WHERE fetcher_id = users.id) last
      CROSS JOIN LATERAL (SELECT max(returned_at) AS at FROM lead_returns WHERE picker_id = users.id) back
      LEFT JOIN LATERAL (SELECT reason, note, returned_at AS at FROM lead_returns
        WHERE picker_id = users.id AND kind = 'skipped' AND returned_at >= ${today}
        ORDER BY returned_at DESC LIMIT 1) skip ON true
      CROSS JOIN LATERAL (SELECT count(*)::int AS deals FROM closed_rentals
        WHERE fetcher_id = users.id AND created_at >= ${today}) deal
      WHERE ${scope})
    SELECT
      (SELECT json_agg(pickers ORDER BY name, id) FROM pickers) AS pickers,
      (SELECT count(held_id)::int FROM pickers) AS held_now,
      (SELECT coalesce(sum(picks), 0)::int FROM pickers) AS finished_today,
      CASE WHEN st.is_hold_enabled AND st.hold_enabled_at <= ${now}
        AND ${now} < st.hold_enabled_at + st.hold_time * interval '1 minute'
        THEN st.hold_enabled_at + st.hold_time * interval '1 minute' END AS hold_until,
      CASE WHEN boss.id IS NOT NULL THEN json_build_object(
        'used', (SELECT coalesce(sum(leads_finished), 0) FROM report_days WHERE admin_id = boss.id
            AND side = 'pickers' AND day = ${day}::date)
          + (SELECT count(*) FROM rentals WHERE fetcher_admin_id = boss.id
            AND finished_date IS NULL AND fetcher_id IS DISTINCT FROM boss.id),
        'limit', coalesce(boss.pick_limit, ${DEFAULT_ADMIN_LIMIT}::int)) END AS admin_cap
    FROM settings st LEFT JOIN users boss ON boss.id = ${group} AND boss.role = 'admin'
    WHERE st.id = 1`,
  );
  if (!record) throw new Error('The settings row is missing');
  const holdUntil = isoOrNull(record.hold_until);
  const pool = await poolLeft(db, now);
  return {
    header: {
      poolLeft: pool.left,
      poolAges: pool.ages,
      heldNow: record.held_now,
      finishedToday: record.finished_today,
      hold: { on: holdUntil !== null, until: holdUntil },
      adminCap: record.admin_cap,
    },
    pickers: (record.pickers ?? []).map((row) => toPicker(row, online)),
    at: now.toISOString(),
  };
}
