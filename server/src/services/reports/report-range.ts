/** The Panama days a report covers (docs/rules/reports.md#d11.5): the query's, or the defaults, within the longest range. */
import {
  DEFAULT_REPORT_DAYS,
  FIRST_DAY,
  MAX_REPORT_DAYS,
  REPORT_TOO_LONG,
  type ReportQuery,
  reportDays,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { checkDayOrder, panamaDayOf } from '../../lib/panama-day';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export interface ReportRange {
  startDate: string;
  endDate: string;
  /** Every day from start to end, in order. */
  days: string[];
}

export function reportRange(query: ReportQuery, now: Date): ReportRange {
  const endDate = query.endDate || panamaDayOf(now);
  const fallback = Math.max(dayNumber(endDate) - (DEFAULT_REPORT_DAYS - 1), dayNumber(FIRST_DAY));
  const startDate = query.startDate || dayOf(fallback);
  checkDayOrder(startDate, endDate);
  if (dayNumber(endDate) - dayNumber(startDate) + 1 > MAX_REPORT_DAYS) {
    throw badRequest(REPORT_TOO_LONG, [{ path: 'startDate', message: REPORT_TOO_LONG }]);
  }
  return { startDate, endDate, days: reportDays(startDate, endDate) };
}
