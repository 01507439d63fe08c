/** The board's times: a clock time in Panama (the operation's day, docs/rules/auth.md#d3.5) and a hold's mm:ss. */
import { BUSINESS_TIME_ZONE } from '../../contract';
import { formatDateTime, panamaDay } from '../../lib/panama-dates';

const clockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "3:30 PM" in Panama; the date as well ("03/01/2026, 4:10 PM") when it is not the day of `today`. */
export function panamaClock(iso: string, today: string): string {
  return panamaDay(iso) === panamaDay(today) ? clockTime.format(new Date(iso)) : formatDateTime(iso);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "02:15" for 135 000 ms; minutes go past 59 ("75:02") since a hold is minutes long, not hours. */
export function heldFor(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}
