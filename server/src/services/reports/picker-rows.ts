/**
 * A report's pickers (docs/rules/reports.md#d11.4): the scope's pickers now, and anyone else with figures in the range,
 * each with its finishes, the invalid numbers and the outcomes among them, its skips, its deals and
 * how long it held its leads.
 */
import { sql } from 'drizzle-orm';
import { NO_OUTCOMES, type PickerReportRow } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { heldSpans } from './held-spans';
import { outcomeSums } from './outcome-sums';
import type { ReportRange } from './report-range';
import { countersIn, type Reach, staffIn } from './report-scope';

type PickerRecord = Omit<PickerReportRow, 'doneRate' | 'outcomes'> & {
  /** Null for a picker without figures in the range. */
  outcomes: PickerReportRow['outcomes'] | null;
};

export async function pickerRows(db: Db, reach: Reach, range: ReportRange): Promise<PickerReportRow[]> {
  const spans = sql.join(
    heldSpans(range.startDate, range.endDate).map(
      (run) => sql`(d.span = ${run.span} AND d.day BETWEEN ${run.first}::date AND ${run.last}::date)`,
    ),
    sql` OR `,
  );
  // The median of the held minutes from their counts: with n leads, the mean of the values at
  // positions ⌊(n+1)/2⌋ and ⌊n/2⌋+1 in order (one position when n is odd).
  const records = await rowsOf<PickerRecord>(
    db,
    sql`WITH figures AS (
        SELECT d.person_id, sum(d.leads_finished)::int AS finished,
          sum(d.finished_invalid)::int AS invalid,
          sum(d.deals_in_process + d.deals_done + d.deals_failed)::int AS deals,
          sum(d.deals_done)::int AS done, ${outcomeSums('d')} AS outcomes, sum(d.skips)::int AS skips
        FROM report_days d
        WHERE d.side = 'pickers' AND d.day BETWEEN ${range.startDate}::date AND ${range.endDate}::date
          AND ${countersIn(reach, 'd')}
        GROUP BY d.person_id),
      held AS (
        SELECT d.person_id, d.minutes, sum(d.leads)::int AS leads FROM report_held d
        WHERE (${spans}) AND ${countersIn(reach, 'd')}
        GROUP BY d.person_id, d.minutes HAVING sum(d.leads) > 0),
      ranked AS (
        SELECT person_id, minutes, sum(leads) OVER (PARTITION BY person_id ORDER BY minutes) AS upto,
          sum(leads) OVER (PARTITION BY person_id) AS total
        FROM held),
      medians AS (
        SELECT person_id, ((min(minutes) FILTER (WHERE upto >= (total + 1) / 2)
          + min(minutes) FILTER (WHERE upto >= total / 2 + 1)) / 2.0)::float8 AS median
        FROM ranked GROUP BY person_id),
      people AS (
        SELECT u.id FROM users u WHERE u.role = 'data-picker' AND NOT u.is_deleted AND ${staffIn(reach, 'u')}
        UNION SELECT person_id FROM figures WHERE finished <> 0 OR deals <> 0 OR skips <> 0)
      SELECT u.id AS "_id", u.name, coalesce(f.finished, 0) AS "leadsFinished",
        coalesce(f.invalid, 0) AS "invalidMarked", coalesce(f.deals, 0) AS deals,
        coalesce(f.done, 0) AS "dealsDone", m.median AS "medianHeldMinutes",
        f.outcomes, coalesce(f.skips, 0) AS skips
      FROM people p JOIN users u ON u.id = p.id LEFT JOIN figures f ON f.person_id = u.id
        LEFT JOIN medians m ON m.person_id = u.id
      ORDER BY u.name, u.id`,
  );
  return records.map((row) => ({
    ...row,
    outcomes: row.outcomes ?? NO_OUTCOMES,
    doneRate: row.deals === 0 ? null : row.dealsDone / row.deals,
  }));
}
