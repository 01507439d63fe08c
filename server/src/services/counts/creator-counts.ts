/** A creator's leads today and over a range of Panama days, with how pickers judged their numbers (docs/rules/counts.md). */
import { sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { type CreatorCounts, type DayRangeQuery, START_AFTER_END } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { published } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { panamaDayEnd, panamaDayStart, panamaToday } from '../../lib/panama-day';
import type { Deps } from '../deps';

export type DayRange = Infer<typeof DayRangeQuery>;

/** Each missing end of the range is today (docs/rules/auth.md#d3: both ends inclusive). */
function span({ startDate, endDate }: DayRange, now: Date) {
  const today = panamaToday(now);
  const from = startDate ? panamaDayStart(startDate) : today.from;
  const before = endDate ? panamaDayEnd(endDate) : today.before;
  if (from >= before) {
    throw badRequest(START_AFTER_END, [{ path: 'startDate', message: START_AFTER_END }]);
  }
  return { today, range: { from, before } };
}

export async function creatorCounts(
  { db, now }: Deps<'db' | 'now'>,
  creatorId: string,
  days: DayRange,
): Promise<CreatorCounts> {
  const { today, range } = span(days, now());
  const inToday = sql`created_at >= ${today.from} AND created_at < ${today.before}`;
  const inRange = sql`created_at >= ${range.from} AND created_at < ${range.before}`;
  const counts = await firstRow<CreatorCounts>(
    db,
    sql`SELECT
      count(*) FILTER (WHERE ${inToday})::int AS "todayCount",
      count(*) FILTER (WHERE ${inToday} AND number_status = 'valid')::int AS "todayValidCount",
      count(*) FILTER (WHERE ${inToday} AND number_status = 'invalid')::int AS "todayInvalidCount",
      count(*) FILTER (WHERE ${inRange})::int AS "rangeCount",
      count(*) FILTER (WHERE ${inRange} AND number_status = 'invalid')::int AS "rangeInvalidCount"
    FROM rentals WHERE creator_id = ${creatorId} AND ((${inToday}) OR (${inRange}))
      AND ${published(sql`import_id`)}`,
  );
  return counts!;
}
