/**
 * The counts staff rows show, one grouped query per page (never one per row): picks finished today
 * (rule D4) and a creator's leads by number status.
 */
import { and, count, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { StaffKind } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rentals } from '../../db/schema';
import { panamaToday, type Span } from '../../lib/panama-day';

/** Whose picks a row sums: a picker its own, a leader and an admin their pickers' (copied onto each lead). */
const PICKED_BY = {
  admin: rentals.fetcherAdminId,
  'team-leader': rentals.fetcherLeaderId,
  'data-picker': rentals.fetcherId,
} as const;

/** Leads finished today in Panama, by the user they count for. */
export async function todayPickedBy(
  db: Db,
  kind: Exclude<StaffKind, 'data-creator'>,
  ids: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const column = PICKED_BY[kind];
  const today = panamaToday(now);
  const rows = await db
    .select({ id: column, n: count() })
    .from(rentals)
    .where(
      and(
        inArray(column, ids),
        // Only a picker's finish is a pick; a lead handed out another way carries no fetcher, and a
        // bypassed one has the admin itself as its fetcher.
        isNotNull(rentals.fetcherId),
        sql`${rentals.fetcherId} IS DISTINCT FROM ${rentals.fetcherAdminId}`,
        eq(rentals.isFinished, true),
        gte(rentals.finishedDate, today.from),
        lt(rentals.finishedDate, today.before),
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
