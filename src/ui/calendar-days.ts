/** Calendar days as `yyyy-mm-dd`, counted in UTC so no zone or daylight saving moves them. */
const DAY_MS = 86_400_000;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  isoOf(new Date(Date.parse(`${day}T00:00Z`) + days * DAY_MS));

/** The same day of another month, or that month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(2000, 0, 1));
  target.setUTCFullYear(year, month - 1 + months, 1);
  const end = new Date(target);
  end.setUTCFullYear(target.getUTCFullYear(), target.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(date, end.getUTCDate()));
  return isoOf(target);
}

/** The day within min..max; a step past year 9999 (no longer `yyyy-mm-dd`) stays on max. */
export function clampDay(day: string, min: string, max: string): string {
  if (!/^\d{4}-/.test(day)) return max;
  return day < min ? min : day > max ? max : day;
}

/**
 * The weeks showing the day's month, Sunday first as Panama's calendars have it in both languages,
 * each week seven days.
 */
export function monthWeeks(day: string): string[][] {
  const first = `${day.slice(0, 8)}01`;
  let start = addDays(first, -new Date(`${first}T00:00Z`).getUTCDay());
  const weeks: string[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
    start = addDays(start, 7);
  } while (start.slice(0, 7) === day.slice(0, 7));
  return weeks;
}
