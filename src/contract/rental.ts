/** The lead (rental) forms: create, add client email, make invalid, first message (spec section 5). */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX, NUMBER_STATUSES } from './enums';
import { optionalUrl, requiredChoice, requiredEmail, requiredText, requiredUrl } from './rules';

/** Numbers are checked, stored (E.164) and shown by phone.ts, in a default country (decisions P53). */
export const INVALID_NUMBER = 'Please enter a valid phone number';
export const DUPLICATE_NUMBER = 'This number already exists';

/**
 * A number search takes the whole number or its first digits, at least this many after the country
 * code: fewer name too many leads to find one.
 */
export const MIN_FIRST_DIGITS = 6;
/** First digits that start more than one lead's number. */
export const SEVERAL_NUMBERS = 'Several leads start with these digits: type more of the number';

/**
 * A number typed into a search box that finds text inside leads: the digits to look for inside
 * stored E.164 numbers. Only a leading trunk 0 is dropped ('020 7946…' finds '+44 20 7946…'); the
 * country code may be typed or not, as '1 555 12' and '555 12' both lie inside '+1 555 12…'.
 */
export const numberSearchDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  const afterTrunk = digits.replace(/^0+/, '');
  // Never shorter than a search may be: '0012' is searched as typed.
  return afterTrunk.length >= 3 ? afterTrunk : digits;
};

const phoneNumber = (label = 'Number') => requiredText(label, FIELD_MAX.number, `${label} is required`);

export const RENTAL_LABELS = {
  facebook_name: 'Facebook Name',
  client_name: 'Client Name',
  number: 'Number',
  rent: 'Rent',
  houseApt_details: 'House/Apt Details',
  address: 'Address',
  post_link: 'Post Link',
  ss_link: 'Screenshot Link',
} as const;

export const CreateRentalInput = object({
  facebook_name: requiredText(RENTAL_LABELS.facebook_name, FIELD_MAX.facebook_name),
  client_name: requiredText(RENTAL_LABELS.client_name, FIELD_MAX.client_name),
  number: phoneNumber(),
  rent: requiredText(RENTAL_LABELS.rent, FIELD_MAX.rent),
  houseApt_details: requiredText(RENTAL_LABELS.houseApt_details, FIELD_MAX.houseApt_details),
  address: requiredText(RENTAL_LABELS.address, FIELD_MAX.address),
  post_link: requiredUrl(RENTAL_LABELS.post_link, FIELD_MAX.url),
  ss_link: optional(optionalUrl(RENTAL_LABELS.ss_link, FIELD_MAX.url)),
});
export type CreateRentalInput = Infer<typeof CreateRentalInput>;

export const CompleteTaskInput = object({
  number_status: requiredChoice('Number status', NUMBER_STATUSES, 'Number status is required'),
});
export type CompleteTaskInput = Infer<typeof CompleteTaskInput>;

export const AddClientEmailInput = object({
  client_email: requiredEmail('Client Email'),
});
export type AddClientEmailInput = Infer<typeof AddClientEmailInput>;

export const NumberSearchInput = object({ number: phoneNumber() });

export const FirstSmsInput = object({
  ptw_name: requiredText('Your name', FIELD_MAX.name),
  client_name: requiredText(RENTAL_LABELS.client_name, FIELD_MAX.client_name),
});
export type FirstSmsInput = Infer<typeof FirstSmsInput>;

export const PLEASE_SELECT_FILE = 'Please select a file first.';
export const UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 100_000;
export const NO_RENTAL_DATA = 'No rental data to download';

export const BypassInput = object({
  admin_email: requiredEmail('Admin email', 'Admin email is required'),
});
