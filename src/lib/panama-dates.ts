/**
 * Dates as the operation reads them: America/Panama (UTC−5, no DST), in the reader's language
 * (docs/rules/language.md): English as the US writes it (11/22/2026, 9:41 PM), Spanish day first
 * (22/11/2026, 9:41 p.m.).
 */
import { BUSINESS_TIME_ZONE } from '../contract';
import { DEFAULT_LANGUAGE, type Language } from '../contract/i18n';

/**
 * The locale each language writes dates in. CLDR gives es-PA month/day/year; the operation reads
 * day/month/year in Spanish, as Latin American Spanish (es-419) writes it (docs/rules/language.md).
 */
export const DATE_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-419' };

type DateValue = string | number | Date | null | undefined;

const formatters = (locale: string) => ({
  dateTime: new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
  dateOnly: new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
});

const cache = new Map<Language, ReturnType<typeof formatters>>();
const formattersOf = (language: Language) => {
  let found = cache.get(language);
  if (!found) {
    found = formatters(DATE_LOCALE[language]);
    cache.set(language, found);
  }
  return found;
};

// Made on first use: a formatter with a time zone costs ~40 ms of a phone's CPU to make (Lighthouse on
// Collect, docs/benchmarks.md), and this module loads with every screen whether it shows a day or not.
let isoDay: Intl.DateTimeFormat | undefined;

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

function format(
  value: DateValue,
  pick: (f: ReturnType<typeof formatters>) => Intl.DateTimeFormat,
  language: Language,
) {
  if (value === null || value === undefined || value === '') return '-';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '-' : pick(formattersOf(language)).format(date);
}

/** "11/22/2026, 9:41 PM" ("22/11/2026, 9:41 p.m." in Spanish); a dash for a missing or unreadable value. */
export const formatDateTime = (value: DateValue, language: Language = DEFAULT_LANGUAGE): string =>
  format(value, (f) => f.dateTime, language);

/** "11/22/2026" ("22/11/2026" in Spanish); a dash for a missing or unreadable value. */
export const formatDate = (value: DateValue, language: Language = DEFAULT_LANGUAGE): string =>
  format(value, (f) => f.dateOnly, language);

/** The calendar day in Panama, `YYYY-MM-DD`, as list filters send it (docs/rules/auth.md#d3.5). */
export function panamaDay(value: string | number | Date = new Date()): string {
  isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoDay.format(toDate(value));
}
