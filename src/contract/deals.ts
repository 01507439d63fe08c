/** Deal closing form (spec section 5, decisions D6). */
import { assign, define, type Infer, object, optional } from 'superstruct';
import { CLOSED_STATUSES, FIELD_MAX, PAYMENT_METHODS } from './enums';
import { ListQuery } from './lists';
import { optionalText, requiredChoice, requiredEmail } from './rules';
import type { ClosedRental, Rental } from './types';

export const IMAGE_REQUIRED = 'Image is required';
export const OTHER_PAYMENT_REQUIRED = 'Please describe the payment method';
/** The server's 409 for a deal on a lead whose number is invalid, and what Deal Closing shows for such a lead. */
export const DEAL_ON_INVALID_NUMBER = 'A deal cannot be closed on a lead marked as an invalid number';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

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

/** GET /dataPicker/getRentalForDealClosing/{number}: the picker's lead as the deal form needs it, and its deal if closed. */
export interface DealClosingLead
  extends Pick<
    Rental,
    | '_id'
    | 'number'
    | 'client_name'
    | 'client_email'
    | 'rent'
    | 'houseApt_details'
    | 'address'
    | 'creatorId'
    | 'number_status'
  > {
  fetcherId: string;
  closedRental: ClosedRental | null;
}
