/** Deal closing form (spec section 5, decisions D6). */
import { define, type Infer, object, optional } from 'superstruct';
import { FIELD_MAX, PAYMENT_METHODS } from './enums';
import { optionalText, requiredChoice, requiredEmail } from './rules';

export const IMAGE_REQUIRED = 'Image is required';
export const OTHER_PAYMENT_REQUIRED = 'Please describe the payment method';
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
