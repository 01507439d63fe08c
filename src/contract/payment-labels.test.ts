/** Payment methods read by their labels on screen while the wire keeps the spec's values. */
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentMethodLabel } from '.';

describe('payment method labels', () => {
  it('gives every method one distinct label, none a slug', () => {
    const labels = PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]);
    expect(labels).toEqual([
      'TransUnion',
      'IdentityForce',
      'Debit',
      'Spike',
      'Choice Credit',
      'Trail',
      'Other',
    ]);
    expect(new Set(labels).size).toBe(PAYMENT_METHODS.length);
    for (const label of labels) expect(label).not.toMatch(/-/);
  });

  it('reads a stored method by its label and free text as typed', () => {
    expect(paymentMethodLabel('trans-union')).toBe('TransUnion');
    expect(paymentMethodLabel('choice-credit')).toBe('Choice Credit');
    expect(paymentMethodLabel('Zelle')).toBe('Zelle');
    // A free text that happens to name an object key is still just text.
    expect(paymentMethodLabel('toString')).toBe('toString');
  });
});
