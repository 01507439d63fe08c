/**
 * The phone numbers of a post (docs/rules/leads.md#d5.22): libphonenumber-js's finder first, then the
 * digit runs it leaves, written with odd separators ('404. 555. 0143', '4 0 4 5 5 5 0 1 4 3').
 */
import {
  type CountryCode,
  findPhoneNumbersInText,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export interface FoundNumber {
  /** E.164, the form a lead stores (docs/rules/leads.md#d5.1). */
  e164: string;
  /** As Create Rental's number field reads and shows it: national at home, international otherwise. */
  written: string;
  source: string;
  start: number;
  tollFree: boolean;
  /** Said to be a fax or an office line by the words just before it. */
  notMobile: boolean;
}

// Digits joined by at most two separators each: what people type when a group's rules hide numbers.
const DIGIT_RUN = /\+?\(?\d(?:[\s.\-–—/()_*·•]{0,3}\d)+/g;
const US_TOLL_FREE = /^\+1(800|833|844|855|866|877|888)/;
const NOT_MOBILE_BEFORE = /(fax|office|oficina|landline|fijo)\W{0,3}(?:#|number|no\.?|n[uú]mero)?\W{0,3}$/i;

const written = (number: PhoneNumber, country: CountryCode): string =>
  number.countryCallingCode === getCountryCallingCode(country)
    ? number.formatNational()
    : number.formatInternational();

function found(
  text: string,
  number: PhoneNumber,
  start: number,
  end: number,
  country: CountryCode,
): FoundNumber {
  const before = text.slice(Math.max(0, start - 20), start);
  return {
    e164: number.number,
    written: written(number, country),
    source: text.slice(start, end),
    start,
    tollFree: US_TOLL_FREE.test(number.number),
    notMobile: NOT_MOBILE_BEFORE.test(before),
  };
}

/** A whole number the finder missed inside a run of digits: the shortest first groups that make one. */
function fromRun(text: string, runStart: number, run: string, country: CountryCode): FoundNumber | undefined {
  const digitAt: number[] = [];
  for (let i = 0; i < run.length; i++) if (/\d/.test(run[i]!)) digitAt.push(i);
  if (digitAt.length < 7) return undefined;
  const plus = run.startsWith('+') ? '+' : '';
  for (let count = 7; count <= Math.min(15, digitAt.length); count++) {
    // Cut only where the writer did (a separator) or at the run's end, never inside a group.
    const next = digitAt[count];
    const last = digitAt[count - 1]!;
    if (next !== undefined && next === last + 1) continue;
    const digits = digitAt
      .slice(0, count)
      .map((i) => run[i])
      .join('');
    const number = parsePhoneNumberFromString(plus + digits, { defaultCountry: country, extract: false });
    if (number?.isPossible() && !number.ext && (plus || digits.length >= 10 || country !== 'US')) {
      return found(text, number, runStart, runStart + last + 1, country);
    }
  }
  return undefined;
}

/** Every number in the text, in order, as often as it is written. */
export function findWrittenNumbers(text: string, country: CountryCode): FoundNumber[] {
  const numbers: FoundNumber[] = [];
  const covered: Array<[number, number]> = [];
  // The finder spends a fraction of a millisecond on each run of digits, and longer on a long one:
  // it is shown only the runs that can hold a number (7 digits or more, 40 characters at most), the
  // rest blanked with offsets kept, so 20,000 characters of digits cost milliseconds, not seconds.
  const runs = [...text.matchAll(DIGIT_RUN)];
  let shown = '';
  let from = 0;
  for (const run of runs) {
    const digits = run[0].replace(/\D/g, '').length;
    if (digits >= 7 && run[0].length <= 40) continue;
    shown += text.slice(from, run.index) + ' '.repeat(run[0].length);
    from = run.index + run[0].length;
  }
  shown += text.slice(from);
  for (const match of findPhoneNumbersInText(shown, { defaultCountry: country })) {
    if (match.number.ext) continue;
    numbers.push(found(text, match.number, match.startsAt, match.endsAt, country));
    covered.push([match.startsAt, match.endsAt]);
  }
  for (const run of runs) {
    const start = run.index;
    const end = start + run[0].length;
    if (covered.some(([from, to]) => start < to && end > from)) continue;
    const number = fromRun(text, start, run[0], country);
    if (number) numbers.push(number);
  }
  return numbers.sort((a, b) => a.start - b.start);
}

/** Every number once, in the order it first appears. */
export function onceEach(written: FoundNumber[]): FoundNumber[] {
  const seen = new Set<string>();
  return written.filter((number) => !seen.has(number.e164) && seen.add(number.e164));
}

/** The lead's number: the first that is not toll-free nor said to be a fax or an office line, else the first. */
export const chooseNumber = (numbers: FoundNumber[]): FoundNumber | undefined =>
  numbers.find((number) => !number.tollFree && !number.notMobile) ?? numbers[0];
