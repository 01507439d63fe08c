/**
 * A report's calls (docs/rules/reports.md#d11.7), read from the call log (docs/rules/claiming.md#d5.24) over the range's
 * Panama days and the caller's reach, filed under the admin and leader the picker's hold carried: the calls a day,
 * each picker's calls and talk time (a call's press to its return; one never returned adds none), and how many
 * leads were called once, twice, and so on.
 */
import { sql } from 'drizzle-orm';
import type { CallReport } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { panamaDayEnd, panamaDayStart } from '../../lib/panama-day';
import type { ReportRange } from './report-range';
import { countersIn, type Reach } from './report-scope';

interface DayRow {
  day: string;
  calls: number;
  talk: number;
}

export async function callFigures(db: Db, reach: Reach, range: ReportRange): Promise<CallReport> {
  const calls = sql`SELECT c.*, report_day(c.started_at)::text AS day,
      coalesce(extract(epoch FROM c.returned_at - c.started_at), 0) AS seconds
    FROM call_log c
    WHERE c.started_at >= ${panamaDayStart(range.startDate)}::timestamptz
      AND c.started_at < ${panamaDayEnd(range.endDate)}::timestamptz AND ${countersIn(reach, 'c')}`;
  const [days, pickers, attempts] = await Promise.all([
    rowsOf<DayRow>(
      db,
      sql`SELECT day, count(*)::int AS calls, round(sum(seconds))::int AS talk
        FROM (${calls}) c GROUP BY day`,
    ),
    rowsOf<{ _id: string; name: string; calls: number; talkSeconds: number }>(
      db,
      sql`SELECT u.id AS "_id", u.name, count(*)::int AS calls, round(sum(c.seconds))::int AS "talkSeconds"
        FROM (${calls}) c JOIN users u ON u.id = c.picker_id
        GROUP BY u.id, u.name ORDER BY u.name, u.id`,
    ),
    rowsOf<{ attempts: number; leads: number }>(
      db,
      sql`SELECT attempts, count(*)::int AS leads
        FROM (SELECT count(*)::int AS attempts FROM (${calls}) c GROUP BY c.rental_id) per_lead
        GROUP BY attempts ORDER BY attempts`,
    ),
  ]);
  const byDay = new Map(days.map((row) => [row.day, row]));
  return {
    days: range.days.map((day) => ({
      day,
      calls: byDay.get(day)?.calls ?? 0,
      talkSeconds: byDay.get(day)?.talk ?? 0,
    })),
    pickers,
    attempts,
    totals: {
      calls: days.reduce((sum, row) => sum + row.calls, 0),
      talkSeconds: days.reduce((sum, row) => sum + row.talk, 0),
      leads: attempts.reduce((sum, row) => sum + row.leads, 0),
    },
  };
}
