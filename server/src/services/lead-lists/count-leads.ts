/**
 * A lead list's total: exact when it can be had cheaply, otherwise PostgreSQL's estimate, flagged
 * `estimated` (counting a broad filter over a million leads costs more than the page itself).
 *
 * The rule, with CAP = 2,000:
 * - the planner first guesses the size (EXPLAIN, about a millisecond); a guess over twice the cap is
 *   answered as the estimate, without counting;
 * - otherwise, without a search, up to CAP + 1 leads of the scope and day range are read and the
 *   filters counted among them: exact when the range holds at most CAP leads, whatever the filters;
 * - with a search, matches are counted up to CAP + 1 through the trigram index: exact up to CAP;
 * - past the cap, the estimate again, never less than what was counted.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../leads/sql-rows';
import type { LeadConditions } from './lead-filters';

export const EXACT_UP_TO = 2_000;

export interface LeadCount {
  total: number;
  estimated?: true;
}

interface Plan {
  'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }];
}

/** The planner's row estimate for the leads matching `where`. */
async function planned(db: Db, where: SQL): Promise<number> {
  const row = await firstRow<Plan>(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM rentals WHERE ${where}`);
  // node-postgres and PGlite both parse the json column; a string is parsed here in case one does not.
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

const estimate = async (db: Db, where: SQL, atLeast: number): Promise<LeadCount> => ({
  total: Math.max(atLeast, await planned(db, where)),
  estimated: true,
});

async function countSearch(db: Db, all: SQL, cap: number): Promise<LeadCount> {
  const guess = await planned(db, all);
  if (guess > 2 * cap) return { total: guess, estimated: true };
  const counted = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM rentals WHERE ${all} LIMIT ${cap + 1}) capped`,
  );
  const n = counted?.n ?? 0;
  return n <= cap ? { total: n } : { total: Math.max(n, guess), estimated: true };
}

export async function countLeads(db: Db, where: LeadConditions, cap = EXACT_UP_TO): Promise<LeadCount> {
  const all = and(where.base, where.filters, where.search)!;
  if (where.search) return countSearch(db, all, cap);
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
