/** A staff contact's stored form (docs/rules/people.md#staff-contacts): Panama's first, then the install's country. */
import { describe, expect, it } from 'vitest';
import { CONTACT_NOT_PHONE } from '../../../../src/contract';
import { HttpError } from '../../lib/http-error';
import { staffContact } from './staff-contact';

describe('staffContact', () => {
  it.each([
    ['6123-4567', 'US', '+50761234567'],
    ['+507 6123 4567', 'US', '+50761234567'],
    ['223-4567', 'US', '+5072234567'],
    ['(720) 494-2047', 'US', '+17204942047'],
    ['720.494.2047', 'US', '+17204942047'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['020 7946 0958', 'GB', '+442079460958'],
  ] as const)('stores %j (install %s) as %s', (typed, country, stored) => {
    expect(staffContact(typed, country)).toBe(stored);
  });

  it.each(['12', '+507 1', '6123-4567 ext. 2', '1234567890123456'])('refuses %j on contact', (typed) => {
    let refusal: unknown;
    try {
      staffContact(typed, 'US');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: CONTACT_NOT_PHONE,
      errors: [{ path: 'contact', message: CONTACT_NOT_PHONE }],
    });
  });
});
