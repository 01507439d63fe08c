/** The lead (rental) forms: create, add client email, make invalid, first message (spec section 5). */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX, NUMBER_STATUSES } from './enums';
import { optionalUrl, requiredChoice, requiredEmail, requiredText, requiredUrl } from './rules';

/** Digits only, a leading 1 dropped from 11-digit US numbers (decisions D5). */
export const normalizeNumber = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

export const INVALID_NUMBER = 'Please enter a valid phone number';
export const DUPLICATE_NUMBER = 'This number already exists';

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
