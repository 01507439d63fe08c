/** Dates as the operation reads them: America/Panama (UTC−5, no DST), US date, 12-hour clock. */
import { BUSINESS_TIME_ZONE } from '../contract';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** "11/22/2026, 9:41 PM"; a dash for a missing or unreadable value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

/** "11/22/2026"; a dash for a missing or unreadable value. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '-' : dateOnly.format(date);
}

/** The calendar day in Panama, `YYYY-MM-DD`, as list filters send it (docs/rules/auth.md#d3.5). */
export function panamaDay(value: string | number | Date = new Date()): string {
  return isoDay.format(toDate(value));
}
