/**
 * The counts staff rows show, one grouped query per page (never one per row): picks finished today
 * (docs/rules/people.md#d4) and a creator's leads by number status.
 */
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { StaffKind } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rentals, reportDays } from '../../db/schema';
import { panamaToday, type Span } from '../../lib/panama-day';

/** Whose picks a row sums: a picker its own, a leader and an admin their pickers' (kept on each counter row). */
const PICKED_BY = {
  admin: reportDays.adminId,
  'team-leader': reportDays.leaderId,
  'data-picker': reportDays.personId,
} as const;

/**
 * Picks today in Panama, by the user they count for: the reports' kept counters of the pickers' side,
 * as the claim's daily limit counts them (docs/rules/claiming.md#d5.5; a bypass is no pick and no counter, docs/rules/reports.md#d11.2).
 */
export async function todayPickedBy(
  db: Db,
  kind: Exclude<StaffKind, 'data-creator'>,
  ids: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const column = PICKED_BY[kind];
  const rows = await db
    .select({ id: column, n: sql<number>`sum(${reportDays.leadsFinished})`.mapWith(Number) })
    .from(reportDays)
    .where(
      and(
        inArray(column, ids),
        eq(reportDays.side, 'pickers'),
        sql`${reportDays.day} = report_day(${panamaToday(now).from}::timestamptz)`,
      ),
    )
    .groupBy(column);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Each creator's leads by number status, limited to leads created in `span` when it is given. */
export async function numberStatusBy(
  db: Db,
  ids: string[],
  span: Span,
): Promise<Map<string, { valid: number; invalid: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: rentals.creatorId,
      valid: countWhere(eq(rentals.numberStatus, 'valid')),
      invalid: countWhere(eq(rentals.numberStatus, 'invalid')),
    })
    .from(rentals)
    .where(
      and(
        inArray(rentals.creatorId, ids),
        span.from && gte(rentals.createdAt, span.from),
        span.before && lt(rentals.createdAt, span.before),
      ),
    )
    .groupBy(rentals.creatorId);
  return new Map(rows.map(({ id, ...summary }) => [id!, summary]));
}
