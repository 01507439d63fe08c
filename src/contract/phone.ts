/**
 * Phone numbers (docs/decisions.md#p53): read in any common writing for a default country, stored in one
 * canonical form (E.164, '+15551234567'), shown in that country's national format, others in the
 * international one. libphonenumber-js with its smallest ('min') metadata: it knows every country's
 * lengths and formats, which is all a possible-number check and formatting need. With the post
 * extractor (post-extract/), the only contract module that loads the metadata (about 29 KB gzip):
 * its messages and limits live in rental.ts.
 */
import {
  type E164Number,
  getCountryCallingCode,
  isSupportedCountry,
  PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from './enums';

export const isPhoneCountry = (code: string): code is PhoneCountry => isSupportedCountry(code);

const parse = (text: string, country: PhoneCountry) =>
  // extract: false, so text around a number ('call 555…') is refused rather than quietly dropped.
  parsePhoneNumberFromString(text.trim(), { defaultCountry: country, extract: false });

/**
 * The E.164 form of a number written any common way ('(555) 123-4567', '555.123.4567',
 * '+1 555 123 4567', '1-555-123-4567'), or undefined when it is not a whole number. "Whole" is the
 * country's possible lengths, not its assigned ranges: stored leads include made-up ranges such as
 * 555, and whether a number works is the picker's call (number status). An extension is refused,
 * as E.164 has no place for it.
 */
export function normalizeNumber(
  raw: string,
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  const number = parse(raw, country);
  return number?.isPossible() && !number.ext ? number.number : undefined;
}

const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * A stored number, already E.164, taken as it is: parsing it again as text costs ten times as much,
 * seconds over a 100,000-row download (docs/decisions.md#p91). A number of no possible length, or one the metadata
 * cannot place, is parsed as text.
 */
function fromE164(number: string, country: PhoneCountry): PhoneNumber | undefined {
  try {
    const taken = new PhoneNumber(number as E164Number);
    if (taken.isPossible()) return taken;
  } catch {}
  return parse(number, country);
}

/**
 * A stored number as people read it: national format for the default country's calling code
 * ('(555) 123-4567'), international for any other ('+44 20 7946 0958'). Text that is not E.164 is
 * shown as it is.
 */
export function formatPhone(number: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string {
  const parsed = E164.test(number)
    ? fromE164(number, country)
    : number.startsWith('+')
      ? parse(number, country)
      : undefined;
  if (!parsed) return number;
  return parsed.countryCallingCode === getCountryCallingCode(country)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
