/**
 * The report's days as the charts and the day table read them: every day of the range in order, a
 * day the answer left out counted as zeros (the reference server sends them all; another backend
 * behind the same contract may send only days with activity, and a chart's axis must not skip them).
 */
import { NO_ACTIVITY, type Report, type ReportDay, type ReportFigures, reportDays } from '../../contract';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/i18n';

export function filledDays(report: Pick<Report, 'startDate' | 'endDate' | 'days'>): ReportDay[] {
  const byDay = new Map(report.days.map((day) => [day.day, day]));
  return reportDays(report.startDate, report.endDate).map((day) => byDay.get(day) ?? { ...NO_ACTIVITY, day });
}

/** Nothing happened in the range: no lead made, finished or skipped, no deal closed. */
export const isQuiet = (totals: ReportFigures) =>
  totals.leadsCreated +
    totals.leadsFinished +
    totals.skips +
    totals.dealsInProcess +
    totals.dealsDone +
    totals.dealsFailed ===
  0;

/** "11/20" ("20/11" in Spanish, day first as its dates are, docs/rules/language.md#d14.6): the chart axis's short form of a day. */
export const shortDay = (day: string, language: Language = DEFAULT_LANGUAGE) =>
  language === 'es' ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** "11/20/2026" ("20/11/2026" in Spanish): a day as the tables and the tooltip show it (docs/rules/screens.md). */
export const longDay = (day: string, language: Language = DEFAULT_LANGUAGE) =>
  `${shortDay(day, language)}/${day.slice(0, 4)}`;
