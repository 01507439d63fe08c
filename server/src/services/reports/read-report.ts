/** One report (docs/rules/reports.md#d11): the caller's scope over a range of Panama days, counted by the database. */
import type { Report, ReportQuery } from '../../../../src/contract';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { callFigures } from './call-figures';
import { creatorRows } from './creator-rows';
import { dailySeries } from './daily-series';
import { freshnessFigures } from './freshness-figures';
import { pickerRows } from './picker-rows';
import { reportRange } from './report-range';
import { reportScope } from './report-scope';

export async function readReport(
  { db, now }: Deps<'db' | 'now'>,
  caller: Caller,
  query: ReportQuery,
): Promise<Report> {
  const scope = reportScope(caller, query.adminId);
  const range = reportRange(query, now());
  const picking = scope.sides.includes('pickers');
  const [{ days, totals }, creators, pickers, calls, freshness] = await Promise.all([
    dailySeries(db, scope, range),
    scope.sides.includes('creators') ? creatorRows(db, scope.reach, range) : [],
    picking ? pickerRows(db, scope.reach, range) : [],
    picking ? callFigures(db, scope.reach, range) : null,
    freshnessFigures(db, scope.reach, scope.sides, range),
  ]);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    sides: scope.sides,
    days,
    totals,
    creators,
    pickers,
    calls,
    freshness,
  };
}
