/**
 * A lead list's total: exact when it can be had cheaply, otherwise PostgreSQL's estimate, flagged
 * `estimated` (counting a broad filter over a million leads costs more than the page itself).
 *
 * The rule, with CAP = 2,000:
 * - the planner first guesses the size (EXPLAIN, about a millisecond); a guess over twice the cap is
 *   answered as the estimate, without counting;
 * - otherwise, without a search, up to CAP + 1 leads of the scope and day range are read and the
 *   filters counted among them: exact when the range holds at most CAP leads, whatever the filters;
 * - with a search, matches are counted up to CAP + 1: through the trigram index when the term matches
 *   at most twice the cap among all leads, else row by row when the scope and day range hold at most
 *   twice the cap; exact up to CAP. Otherwise the guess: through the index, a term common among all
 *   leads hands every match to the count (140,000 for a common surname at a million leads, 300 ms);
 * - past the cap, the estimate again, never less than what was counted.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { rentalSearch, rentals } from '../../db/schema';
import type { LeadConditions, LeadSearch } from './lead-filters';

export const EXACT_UP_TO = 2_000;

export interface LeadCount {
  total: number;
  estimated?: true;
}

interface Plan {
  'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }];
}

/** The planner's row estimate for the leads (or the search rows) matching `where`. */
async function planned(
  db: Db,
  where: SQL,
  from: typeof rentals | typeof rentalSearch = rentals,
): Promise<number> {
  const row = await firstRow<Plan>(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`);
  // node-postgres and PGlite both parse the json column; a string is parsed here in case one does not.
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

const estimate = async (db: Db, where: SQL, atLeast: number): Promise<LeadCount> => ({
  total: Math.max(atLeast, await planned(db, where)),
  estimated: true,
});

/** What to count a search's matches by, or nothing when that would read too many rows. */
async function countable(db: Db, scope: SQL, search: LeadSearch, cap: number): Promise<SQL | undefined> {
  if ((await planned(db, search.matches, rentalSearch)) <= 2 * cap) return and(scope, search.indexed);
  if ((await planned(db, scope)) <= 2 * cap) return and(scope, search.perRow);
  return undefined;
}

async function countSearch(db: Db, scope: SQL, search: LeadSearch, cap: number): Promise<LeadCount> {
  const guess = await planned(db, and(scope, search.indexed)!);
  const counted = guess > 2 * cap ? undefined : await countable(db, scope, search, cap);
  if (!counted) return { total: guess, estimated: true };
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM rentals WHERE ${counted} LIMIT ${cap + 1}) capped`,
  );
  const n = row?.n ?? 0;
  return n <= cap ? { total: n } : { total: Math.max(n, guess), estimated: true };
}

export async function countLeads(db: Db, where: LeadConditions, cap = EXACT_UP_TO): Promise<LeadCount> {
  const all = and(where.base, where.filters)!;
  if (where.search) return countSearch(db, all, where.search, cap);
  if ((await planned(db, where.base)) > 2 * cap) return estimate(db, all, 0);
  // The subquery is named `rentals` so the filters' column references read its rows.
  const counted = await firstRow<{ read: number; matched: number }>(
    db,
    sql`SELECT count(*)::int AS read, count(*) FILTER (WHERE ${where.filters ?? sql`true`})::int AS matched
      FROM (SELECT * FROM rentals WHERE ${where.base} LIMIT ${cap + 1}) AS rentals`,
  );
  const { read = 0, matched = 0 } = counted ?? {};
  return read <= cap ? { total: matched } : estimate(db, all, matched);
}
