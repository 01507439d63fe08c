/** Calendar days in America/Panama (docs/rules/auth.md#d3) as the UTC instants the database compares. */
import { BACKWARDS_RANGE, LAST_INSTANT } from '../../../src/contract';
import { badRequest } from './http-error';

// Panama keeps UTC−5 all year (no daylight saving), so a fixed offset is exact.
const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A half-open span of time, `from` inclusive and `before` exclusive; a missing end is open. */
export interface Span {
  from?: Date;
  before?: Date;
}

/** The instant a Panama calendar day `YYYY-MM-DD` begins. */
export const panamaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + OFFSET_MS);

/**
 * The instant after a Panama calendar day ends (its next day's start), kept within the contract's
 * last instant: the day after 9999-12-31 is written '+010000-…' by JavaScript, which PostgreSQL refuses.
 */
export const panamaDayEnd = (day: string): Date =>
  new Date(Math.min(panamaDayStart(day).getTime() + DAY_MS, LAST_INSTANT));

/** Today in Panama at the instant `now`. */
export function panamaToday(now: Date): Required<Span> {
  const from = new Date(Math.floor((now.getTime() - OFFSET_MS) / DAY_MS) * DAY_MS + OFFSET_MS);
  return { from, before: new Date(from.getTime() + DAY_MS) };
}

/** The Panama days from `startDate` to `endDate`, both inclusive (docs/rules/auth.md#d3). */
export const panamaDays = (startDate?: string, endDate?: string): Span => ({
  from: startDate ? panamaDayStart(startDate) : undefined,
  before: endDate ? panamaDayEnd(endDate) : undefined,
});

/** Today's Panama calendar day, `YYYY-MM-DD`, at the instant `now`. */
export const panamaDayOf = (now: Date): string =>
  new Date(now.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** The hour of the day in Panama at the instant `now`, 0–23. */
export const panamaHourOf = (now: Date): number => new Date(now.getTime() - OFFSET_MS).getUTCHours();

/** Every list's rule (D3): a range ending before it starts is a 400 on `endDate`. */
export function checkDayOrder(startDate?: string, endDate?: string): void {
  if (startDate && endDate && startDate > endDate) {
    throw badRequest(BACKWARDS_RANGE, [{ path: 'endDate', message: BACKWARDS_RANGE }]);
  }
}
