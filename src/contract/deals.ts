/**
 * The deals area (docs/rules/deals.md, docs/rules/deals.md#d6): a deal on the wire, the deal form and the final
 * close, the deal lists' query, and every message the deal calls answer or the deal screens show.
 */
import { assign, define, type Infer, object, optional } from 'superstruct';
import { CLOSED_STATUSES, type ClosedStatus, FIELD_MAX, PAYMENT_METHODS } from './enums';
import type { DealFieldName, LeadFieldValues } from './lead-fields';
import type { Rental } from './leads';
import { ListQuery } from './lists';
import { optionalText, requiredChoice, requiredEmail, requiredText } from './rules';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

// Success messages of the deal calls.
export const DEAL_CLOSED = 'Deal closed successfully';
export const DEALS_LISTED = 'Closed rentals retrieved successfully';
export const DEALS_COUNTED = 'Closed rental counts retrieved successfully';
/** The final close's answer: the status was changed, or the deal already had it and nothing was written. */
export const DEAL_STATUS_CHANGED = 'status changed';
export const DEAL_STATUS_UNCHANGED = 'Status unchanged';

// The deal form's refusals, from the fields and from the multipart body.
export const IMAGE_REQUIRED = 'Image is required';
export const OTHER_PAYMENT_REQUIRED = 'Please describe the payment method';
/** The server's 409 for a deal on a lead whose number is invalid, and what Deal Closing shows for such a lead. */
export const DEAL_ON_INVALID_NUMBER = 'A deal cannot be closed on a lead marked as an invalid number';
/** 409: the lead already has its deal. */
export const DEAL_EXISTS = 'A deal is already closed for this rental';
/** The image's bytes are no accepted picture; also the browser's check of the file's declared type. */
export const NOT_AN_IMAGE = 'The closing image must be a PNG, JPEG or WebP picture';
/** The server's 413 for an image over the limit. */
export const IMAGE_TOO_LARGE = `The closing image must be at most ${IMAGE_MB} MB`;
/** The browser's check of a chosen file over the limit, before it uploads. */
export const IMAGE_OVER_LIMIT = `The closing image must be ${IMAGE_MB} MB or smaller`;
export const NOT_MULTIPART = 'Send the deal as multipart/form-data';
export const ONE_IMAGE = 'Send one closing image only';
export const FORM_TOO_LARGE = 'The form has too many or too long fields';
export const FORM_UNREADABLE = 'The form data could not be read';
export const INVALID_DEAL_DATA = 'The data field must be a JSON object';
export const PAYMENT_MISMATCH = 'The payment_method field does not match the one in data';

// Refusals of the deal lists, the final close and the image.
/** Out of scope reads as missing, so ids of other groups' deals cannot be probed (docs/decisions.md#p21). */
export const DEAL_NOT_FOUND = 'Closed rental not found';
/** The deal exists but its image file is gone. */
export const IMAGE_NOT_FOUND = 'Image not found';

export const CloseDealInput = object({
  client_email: requiredEmail('Client Email'),
  payment_method: requiredChoice('Payment method', PAYMENT_METHODS, 'Payment method is required'),
  payment_other: optional(optionalText('Payment method', 50)),
});
export type CloseDealInput = Infer<typeof CloseDealInput>;

/** The stored method: the choice, or the free text when the choice is Other. */
export const paymentMethodOf = (input: CloseDealInput): string =>
  input.payment_method === 'Other' ? (input.payment_other ?? '') : input.payment_method;

export const checkOtherPayment = (input: CloseDealInput): true | string =>
  input.payment_method !== 'Other' || (input.payment_other ?? '') !== '' || OTHER_PAYMENT_REQUIRED;

export const FinalCloseInput = object({
  status: define<'done' | 'failed'>(
    'status',
    (v) => v === 'done' || v === 'failed' || 'Status must be done or failed',
  ),
});
export type FinalCloseInput = Infer<typeof FinalCloseInput>;

/** The deal a call names by its id in the path (its image, its final close). */
export const DealIdParams = object({ id: requiredText('Id', 64) });

export const DEAL_EMAIL_MAX = FIELD_MAX.email;

/** A list filter's value: blank means all, anything else must be one of `values`. */
const listFilter = <T extends string>(label: string, values: readonly T[]) =>
  optional(
    define<T | ''>(
      label,
      (v) => v === '' || (values as readonly unknown[]).includes(v) || `${label} is not a valid choice`,
    ),
  );

/** The deal lists' query; payment_method 'Other' matches every method typed as free text. */
export const ClosedRentalListQuery = assign(
  ListQuery,
  object({
    status: listFilter('Status', CLOSED_STATUSES),
    payment_method: listFilter('Payment method', PAYMENT_METHODS),
  }),
);
export type ClosedRentalListQuery = Infer<typeof ClosedRentalListQuery>;

/** GET /closedRental/getClosedRentalCount-picker: the picker's own deals by status. */
export type ClosedRentalCounts = Record<ClosedStatus, number>;

/**
 * A deal (docs/decisions.md#p17, docs/decisions.md#p61): the lead's DEAL_FIELDS as the deal copied them, and the deal's own. `closing_image` is the image's URL under the API
 * ('/api/v1/closedRental/image/{id}', absolute on PUBLIC_URL when the server has one), read with the token.
 */
export interface ClosedRental extends Pick<LeadFieldValues, DealFieldName> {
  _id: string;
  rentalId: string;
  createdAt: string;
  updatedAt: string;
  client_email: string;
  status: ClosedStatus;
  payment_method: string;
  closing_image: string;
  fetcher: { _id: string; name: string; team_leader_name: string | null; admin_name: string | null };
  creator: { _id: string; name: string } | null;
  history: { status: ClosedStatus; changedAt: string; changedBy: { _id: string; name: string } }[];
}

/** GET /dataPicker/getRentalForDealClosing/{number}: the picker's lead as the deal form needs it, and its deal if closed. */
export interface DealClosingLead
  extends Pick<Rental, '_id' | DealFieldName | 'client_email' | 'creatorId' | 'number_status'> {
  fetcherId: string;
  closedRental: ClosedRental | null;
}
