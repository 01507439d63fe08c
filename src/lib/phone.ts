/** Phone numbers in the widgets (decisions P53): read and shown in the page's country (rl-phone-country). */
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  normalizeNumber,
  type PhoneCountry,
} from '../contract';
import { getConfig } from '../core/config';

/** The configured country, or the default when the page named one the phone metadata does not know. */
export const phoneCountry = (): PhoneCountry => {
  const country = getConfig().phoneCountry;
  return isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
};

/** A stored number as people read it: '(555) 123-4567' at home, '+44 20 7946 0958' from abroad. */
export const showNumber = (number: string): string => formatPhone(number, phoneCountry());

/** Whether the server will take this as a whole number (the forms check before sending). */
export const isWholeNumber = (typed: string): boolean => normalizeNumber(typed, phoneCountry()) !== undefined;
