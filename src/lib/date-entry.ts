/**
 * A date field's text, read and written in its language's order (docs/rules/language.md#d14.6):
 * English month/day/year, Spanish day/month/year, times with the language's AM/PM. The value stays
 * ISO: `yyyy-mm-dd`, or with a time a datetime-local input's wall-clock `yyyy-mm-ddTHH:mm`.
 */
import type { Language } from '../contract/i18n';
import { DATE_LOCALE } from './panama-dates';

type Part = 'year' | 'month' | 'day';

const PARTS: readonly string[] = ['year', 'month', 'day'];

// A wall-clock value is no instant: written as UTC, no zone moves it.
const writers = new Map<string, Intl.DateTimeFormat>();
function writerOf(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}${withTime}`;
  let writer = writers.get(key);
  if (!writer) {
    writer = new Intl.DateTimeFormat(DATE_LOCALE[language], {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    });
    writers.set(key, writer);
  }
  return writer;
}

/** The order the language writes a day's parts in, as Intl gives it. */
const orderOf = (language: Language): Part[] =>
  writerOf(language, false)
    .formatToParts(0)
    .map((part) => part.type)
    .filter((type): type is Part => PARTS.includes(type));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value's date and time as UTC, null when it names no real day or time. */
function instantOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((n) => Number(n ?? 0));
  const date = new Date(0);
  date.setUTCFullYear(year as number, (month as number) - 1, day);
  date.setUTCHours(hour, minute);
  const real = date.getUTCMonth() === (month as number) - 1 && date.getUTCDate() === day;
  return real && hour < 24 && minute < 60 ? date : null;
}

/** "11/22/2026" or "11/22/2026, 9:41 PM" ("22/11/2026, 9:41 p.m." in Spanish); '' for no value. */
export function writeDate(value: string, language: Language, withTime = false): string {
  const date = value ? instantOf(value) : null;
  return date ? writerOf(language, withTime).format(date) : '';
}

/** The day's parts as typed: separated in the language's order, eight digits in a row, or ISO. */
function dayOf(text: string, language: Language): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  let typed: Partial<Record<Part, string>>;
  if (iso) typed = { year: iso[1], month: iso[2], day: iso[3] };
  else {
    const order = orderOf(language);
    let pieces = text.split(/[\s./-]+/);
    if (/^\d{8}$/.test(text)) {
      const ends = order.map((_, i) => order.slice(0, i + 1).reduce((n, p) => n + (p === 'year' ? 4 : 2), 0));
      pieces = ends.map((end, i) => text.slice(ends[i - 1] ?? 0, end));
    }
    if (pieces.length !== 3 || !pieces.every((piece) => /^\d+$/.test(piece))) return null;
    typed = Object.fromEntries(order.map((part, i) => [part, pieces[i]]));
  }
  const { year = '', month = '', day = '' } = typed;
  if (year.length !== 4 || month.length > 2 || day.length > 2) return null;
  const value = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  return instantOf(value) ? value : null;
}

/** "9:41 PM", "9:41 p. m.", "21:41" as `21:41`; null when it is no time. */
function timeOf(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*(?:m\.?)?)?$/i.exec(text);
  if (!match) return null;
  const [, hours = '', minutes = '', half] = match;
  let hour = Number(hours);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  return hour < 24 && Number(minutes) < 60 ? `${pad(hour)}:${minutes}` : null;
}

/**
 * The value a person typed: '' for nothing, null when it is not a whole date (and time) in the
 * language's order, so a half entry never becomes a value.
 */
export function readDate(text: string, language: Language, withTime = false): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (!withTime) return dayOf(trimmed, language);
  const parts = /^(.*?)[,\s]+(\d{1,2}:\d{2}[^\d]*)$/.exec(trimmed);
  const day = parts ? dayOf(parts[1] ?? '', language) : null;
  const time = parts ? timeOf(parts[2] ?? '') : null;
  return day && time ? `${day}T${time}` : null;
}
