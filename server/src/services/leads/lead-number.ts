/**
 * A lead's number on the server (docs/decisions.md#p53): the stored form (E.164) of a number as typed, and a
 * number search that takes the whole number or its first digits, read off the unique index on
 * `rentals.number` (text_pattern_ops, migration 0008) at any table size.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { AsYouType, getCountryCallingCode } from 'libphonenumber-js/min';
import {
  INVALID_NUMBER,
  MIN_FIRST_DIGITS,
  normalizeNumber,
  type PhoneCountry,
  SEVERAL_NUMBERS,
} from '../../../../src/contract';
import { badRequest, notFound } from '../../lib/http-error';

const invalidNumber = () => badRequest(INVALID_NUMBER, [{ path: 'number', message: INVALID_NUMBER }]);

/** The number as leads store it ('+15551234567'), or 400 'Please enter a valid phone number'. */
export function leadNumber(raw: string, country: PhoneCountry): string {
  const number = normalizeNumber(raw, country);
  if (!number) throw invalidNumber();
  return number;
}

/**
 * What a number search looks for: stored numbers starting with `prefix` (the whole number's own
 * first), or equal to `whole`, the text read as a whole number when that reading differs.
 */
export interface NumberQuery {
  prefix: string;
  whole?: string;
}

/** Separators people type between digits; anything else (letters, an extension) is not a number. */
const SEPARATORS = /[\s().\-–—/]/g;

/** The E.164 start of a number typed in part ('555 123', '1 (555) 12…', '+44 20 79…'), with enough digits. */
function firstDigits(raw: string, country: PhoneCountry): string | undefined {
  if (!/^\+?\d+$/.test(raw.replace(SEPARATORS, ''))) return undefined;
  const typed = new AsYouType(country);
  typed.input(raw);
  const start = typed.getNumberValue();
  const callingCode = typed.getCallingCode() ?? getCountryCallingCode(country);
  return start && start.length - 1 - callingCode.length >= MIN_FIRST_DIGITS ? start : undefined;
}

/**
 * A search as typed: a whole number in any writing, or its first digits, read in `country` unless
 * it starts with +. Anything else is refused as a bad number. The two readings differ only where a
 * partial number has a possible length of its own ('020 7946' in GB is both '+44 20 7946…' begun
 * and a short number keeping its 0): then both are looked for.
 */
export function numberQuery(raw: string, country: PhoneCountry): NumberQuery {
  const whole = normalizeNumber(raw, country);
  const start = firstDigits(raw, country);
  if (whole && (!start || start === whole)) return { prefix: whole, whole };
  if (!start) throw invalidNumber();
  return whole ? { prefix: start, whole } : { prefix: start };
}

/** `column` matches the query. */
export const matchesQuery = (column: SQLWrapper, { prefix, whole }: NumberQuery) =>
  whole && !whole.startsWith(prefix)
    ? sql`(${column} LIKE ${`${prefix}%`} OR ${column} = ${whole})`
    : sql`${column} LIKE ${`${prefix}%`}`;

/**
 * ORDER BY this, LIMIT 2: the first two matches in the index's own order, two index entries read
 * whatever the prefix. (Without the order the planner may guess a sequential scan stops early, and a
 * prefix nobody has then reads every lead.)
 */
export const inNumberOrder = (column: SQLWrapper) => sql`${column} USING ~<~`;

/**
 * The one lead a search names among the first two that match it: the whole number's own lead, else
 * the only match; 404 for none, 400 when the digits fit several.
 */
export function theOneLead<T extends { number: string }>(leads: T[], query: NumberQuery, none: string): T {
  const own = leads.find((lead) => lead.number === query.whole);
  if (own) return own;
  const [only, another] = leads;
  if (!only) throw notFound(none);
  if (another) throw badRequest(SEVERAL_NUMBERS, [{ path: 'number', message: SEVERAL_NUMBERS }]);
  return only;
}
