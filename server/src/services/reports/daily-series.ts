/**
 * A report's days and totals (docs/rules/reports.md#d11.1, docs/rules/reports.md#d11.2): the kept counters of the scope's rows summed per
 * Panama day by the database; a day without a row is a day of zeros.
 */
import { sql } from 'drizzle-orm';
import { NO_ACTIVITY, RECORDED_OUTCOMES, type ReportDay, type ReportFigures } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { outcomeSums } from './outcome-sums';
import type { ReportRange } from './report-range';
import { countersIn, type ReportScope } from './report-scope';

type Counts = Omit<ReportFigures, 'conversion'>;
type Count = Exclude<keyof Counts, 'outcomes'>;

interface DayRecord extends Counts {
  day: string;
}

const COUNTS = (Object.keys(NO_ACTIVITY) as (keyof ReportFigures)[]).filter(
  (key): key is Count => key !== 'conversion' && key !== 'outcomes',
);

const withConversion = (counts: Counts): ReportFigures => ({
  ...counts,
  conversion: counts.leadsFinished === 0 ? null : counts.dealsDone / counts.leadsFinished,
});

export async function dailySeries(
  db: Db,
  scope: ReportScope,
  range: ReportRange,
): Promise<{ days: ReportDay[]; totals: ReportFigures }> {
  // Finishes and deals are the pickers' work when the scope sees pickers; a creator leader sees those
  // of its creators' leads instead (docs/rules/reports.md#d11.3). Outcomes and skips are counted on the pickers' side
  // only, so a creator leader's are zeros.
  const work = scope.sides.includes('pickers') ? 'pickers' : 'creators';
  const rows = sql.join(
    scope.sides.map((side) => sql`(d.side = ${side} AND ${countersIn(scope.reach, 'd')})`),
    sql` OR `,
  );
  const records = await rowsOf<DayRecord>(
    db,
    sql`SELECT d.day::text AS day,
        coalesce(sum(d.leads_created) FILTER (WHERE d.side = 'creators'), 0)::int AS "leadsCreated",
        coalesce(sum(d.leads_finished) FILTER (WHERE d.side = ${work}), 0)::int AS "leadsFinished",
        coalesce(sum(d.finished_valid) FILTER (WHERE d.side = ${work}), 0)::int AS "finishedValid",
        coalesce(sum(d.finished_invalid) FILTER (WHERE d.side = ${work}), 0)::int AS "finishedInvalid",
        coalesce(sum(d.deals_in_process) FILTER (WHERE d.side = ${work}), 0)::int AS "dealsInProcess",
        coalesce(sum(d.deals_done) FILTER (WHERE d.side = ${work}), 0)::int AS "dealsDone",
        coalesce(sum(d.deals_failed) FILTER (WHERE d.side = ${work}), 0)::int AS "dealsFailed",
        ${outcomeSums('d', sql`d.side = 'pickers'`)} AS outcomes,
        coalesce(sum(d.skips) FILTER (WHERE d.side = 'pickers'), 0)::int AS skips
      FROM report_days d
      WHERE d.day BETWEEN ${range.startDate}::date AND ${range.endDate}::date AND (${rows})
      GROUP BY d.day`,
  );
  const byDay = new Map(records.map(({ day, ...counts }) => [day, counts]));
  const totals: Counts = { ...NO_ACTIVITY, outcomes: { ...NO_ACTIVITY.outcomes } };
  const days = range.days.map((day) => {
    const counts = byDay.get(day) ?? NO_ACTIVITY;
    for (const key of COUNTS) totals[key] += counts[key];
    for (const outcome of RECORDED_OUTCOMES) totals.outcomes[outcome] += counts.outcomes[outcome];
    return { day, ...withConversion(counts) };
  });
  return { days, totals: withConversion(totals) };
}
