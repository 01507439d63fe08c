/**
 * A date typed by hand in the reader's order (docs/rules/language.md#d14.6): English month/day/year,
 * Spanish day/month/year, a time as h:mm with AM/PM (English) or a. m./p. m. (Spanish), or 24-hour.
 * The value kept is what a native input keeps: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with a time.
 */
import type { Language } from '../contract/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** The suffixes of a 12-hour time, as each language writes them. */
const MERIDIEM: Record<Language, [am: string, pm: string]> = { en: ['AM', 'PM'], es: ['a. m.', 'p. m.'] };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_TIME = /^(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*m\.?)?$/i;

/** A real calendar day (no 31 April), as `YYYY-MM-DD`; null otherwise. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The kept value as the reader writes it: '2026-03-01' → '03/01/2026' (en) or '01/03/2026' (es). */
export function formatEntry(value: string, language: Language): string {
  const moment = ISO_MOMENT.exec(value);
  const day = moment ?? ISO_DAY.exec(value);
  if (!day) return value;
  const [, year, month, date] = day;
  const written = language === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
  if (!moment) return written;
  const hours = Number(moment[4]);
  const [am, pm] = MERIDIEM[language];
  return `${written} ${hours % 12 || 12}:${moment[5]} ${hours < 12 ? am : pm}`;
}

/** Hours and minutes typed as 9:41, 9:41 PM, 9:41 p. m. or 21:41; null when unreadable. */
function readTime(text: string): string | null {
  const time = TYPED_TIME.exec(text.trim());
  if (!time) return null;
  let hours = Number(time[1]);
  const minutes = Number(time[2]);
  const meridiem = time[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * What the reader typed, as the kept value: '' for nothing, null for what is not a whole date (and
 * time) yet. An ISO date is read too, in any language: it cannot be taken for another day.
 */
export function parseEntry(text: string, language: Language, withTime = false): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  if ((withTime ? ISO_MOMENT : ISO_DAY).test(typed)) {
    const [year, month, day] = typed.slice(0, 10).split('-').map(Number) as [number, number, number];
    return isoDay(year, month, day) && (!withTime || readTime(typed.slice(11))) ? typed : null;
  }
  const [dayText = '', ...rest] = typed.split(/,?\s+/);
  const found = TYPED_DAY.exec(dayText);
  if (!found) return null;
  const [first, second, year] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const day = language === 'es' ? isoDay(year, second, first) : isoDay(year, first, second);
  if (!day) return null;
  if (!withTime) return rest.length === 0 ? day : null;
  const time = readTime(rest.join(' '));
  return time ? `${day}T${time}` : null;
}
