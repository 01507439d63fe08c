/** Payment methods as a reader says them, apart from the deal schemas so the audit trail loads none. */
import type { PaymentMethod } from './enums';

/**
 * How each payment method reads on screen; the wire keeps the spec's values (docs/rules/deals.md,
 * "A deal's fields").
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'trans-union': 'TransUnion',
  'identity-force': 'IdentityForce',
  debit: 'Debit',
  spike: 'Spike',
  'choice-credit': 'Choice Credit',
  trail: 'Trail',
  Other: 'Other',
};

/** A stored method as a reader says it: a listed one by its label, Other's free text as typed. */
export const paymentMethodLabel = (method: string): string =>
  Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;
