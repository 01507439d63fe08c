/**
 * The report's days as the charts and the day table read them: every day of the range in order, a
 * day the answer left out counted as zeros (the reference server sends them all; another backend
 * behind the same contract may send only days with activity, and a chart's axis must not skip them).
 */
import type { Report, ReportDay, ReportFigures } from '../../contract';

export const ZERO_FIGURES: ReportFigures = {
  leadsCreated: 0,
  leadsFinished: 0,
  finishedValid: 0,
  finishedInvalid: 0,
  dealsInProcess: 0,
  dealsDone: 0,
  dealsFailed: 0,
  conversion: null,
};

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` to `YYYY-MM-DD`, both included; calendar days, so UTC arithmetic is exact. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let at = Date.parse(`${startDate}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function filledDays(report: Pick<Report, 'startDate' | 'endDate' | 'days'>): ReportDay[] {
  const byDay = new Map(report.days.map((day) => [day.day, day]));
  return daysBetween(report.startDate, report.endDate).map(
    (day) => byDay.get(day) ?? { ...ZERO_FIGURES, day },
  );
}

/** Nothing happened in the range: no lead made or finished, no deal closed. */
export const isQuiet = (totals: ReportFigures) =>
  totals.leadsCreated +
    totals.leadsFinished +
    totals.dealsInProcess +
    totals.dealsDone +
    totals.dealsFailed ===
  0;

/** "11/20": the chart axis's short form of a day. */
export const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** "11/20/2026": a day as the tables and the tooltip show it (US style, docs/rules/screens.md). */
export const longDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
