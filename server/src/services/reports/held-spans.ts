/**
 * A range of days cut into the spans the held-minutes counters keep (schema report-counts.ts): the
 * whole calendar months inside it, then the whole Monday-to-Sunday weeks inside what is left, then
 * the days left at its ends. Each day of the range lies in exactly one span.
 */
import type { HeldSpan } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A run of spans of one kind: those starting from `first` to `last`, both included. */
export interface SpanRun {
  span: HeldSpan;
  first: string;
  last: string;
}

const numberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function monthStart(n: number, monthsLater: number): number {
  const date = new Date(n * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1) / DAY_MS;
}

/** Days `from..to` (day numbers) as whole weeks in the middle and days at the ends. */
function weeksAndDays(from: number, to: number): SpanRun[] {
  if (from > to) return [];
  // Day 0 (1970-01-01) was a Thursday: Monday is 4 days after a multiple of 7.
  const firstMonday = from + ((((4 - from) % 7) + 7) % 7);
  const lastMonday = to - 6 - ((((to - 6 - 4) % 7) + 7) % 7);
  if (firstMonday > lastMonday) return [{ span: 'day', first: dayOf(from), last: dayOf(to) }];
  return [
    ...(from < firstMonday
      ? [{ span: 'day' as const, first: dayOf(from), last: dayOf(firstMonday - 1) }]
      : []),
    { span: 'week', first: dayOf(firstMonday), last: dayOf(lastMonday) },
    ...(lastMonday + 6 < to ? [{ span: 'day' as const, first: dayOf(lastMonday + 7), last: dayOf(to) }] : []),
  ];
}

export function heldSpans(startDate: string, endDate: string): SpanRun[] {
  const from = numberOf(startDate);
  const to = numberOf(endDate);
  const firstMonth = monthStart(from, 0) === from ? from : monthStart(from, 1);
  // The first day of the month after the last whole month.
  const afterMonths = monthStart(to + 1, 0);
  if (firstMonth >= afterMonths) return weeksAndDays(from, to);
  return [
    ...weeksAndDays(from, firstMonth - 1),
    { span: 'month', first: dayOf(firstMonth), last: dayOf(monthStart(afterMonths, -1)) },
    ...weeksAndDays(afterMonths, to),
  ];
}
