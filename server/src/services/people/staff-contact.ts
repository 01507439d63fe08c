/**
 * A staff member's contact as stored (docs/rules/people.md#staff-contacts): E.164 like a lead's number
 * (docs/decisions.md#p53), or 400 'Contact must be a phone number' on `contact`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  CONTACT_NOT_PHONE,
  normalizeNumber,
  type PhoneCountry,
  STAFF_PHONE_COUNTRY,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';

/** The number read as one of Panama's ranges, or undefined: '720 494 2047' has a possible length there too. */
function panamanian(raw: string): string | undefined {
  const number = parsePhoneNumberFromString(raw.trim(), {
    defaultCountry: STAFF_PHONE_COUNTRY,
    extract: false,
  });
  return number?.isValid() && !number.ext ? number.number : undefined;
}

/**
 * Without + and a country code, a number is Panama's when it is one of Panama's ranges, else the
 * install's country's (`installCountry`, PHONE_COUNTRY) when its length is possible there, else
 * Panama's when possible there; a number with + is its own country's.
 */
export function staffContact(raw: string, installCountry: PhoneCountry): string {
  const number =
    panamanian(raw) ?? normalizeNumber(raw, installCountry) ?? normalizeNumber(raw, STAFF_PHONE_COUNTRY);
  if (!number) throw badRequest(CONTACT_NOT_PHONE, [{ path: 'contact', message: CONTACT_NOT_PHONE }]);
  return number;
}
