/** The board's times: a clock time in Panama (the operation's day, docs/rules/auth.md#d3.5) and a hold's mm:ss. */
import { BUSINESS_TIME_ZONE } from '../../contract';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/i18n';
import { formatDateTime, panamaDay } from '../../lib/panama-dates';

/** The locales panama-dates writes in (docs/rules/language.md#d14.6), so a time reads as its dates do. */
const clockTimes: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
  es: new Intl.DateTimeFormat('es-419', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
};

/**
 * "3:30 PM" in Panama ("3:30 p.m." in Spanish); the date as well ("03/01/2026, 4:10 PM") when it is not
 * the day of `today`.
 */
export function panamaClock(iso: string, today: string, language: Language = DEFAULT_LANGUAGE): string {
  return panamaDay(iso) === panamaDay(today)
    ? clockTimes[language].format(new Date(iso))
    : formatDateTime(iso, language);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "02:15" for 135 000 ms; minutes go past 59 ("75:02") since a hold is minutes long, not hours. */
export function heldFor(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}
