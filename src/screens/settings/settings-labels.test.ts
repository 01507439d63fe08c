/**
 * The settings catalog says the contract's labels word for word in English: the form shows them from
 * it, and the field errors that name them (`{label} must be…`) find their Spanish by those words.
 */
import { describe, expect, it } from 'vitest';
import { LEADS_TYPES, TWO_FACTOR_REQUIRED_CHOICES, TWO_FACTOR_REQUIRED_FOR } from '../../contract';
import * as labels from '../../contract/settings-labels';
import en from '../../locales/settings/en.json';

describe('the settings catalog', () => {
  it('holds every label of the contract', () => {
    expect(Object.values(en)).toEqual(expect.arrayContaining(Object.values(labels)));
  });

  it('names each choice of two-factor as the contract does', () => {
    for (const value of TWO_FACTOR_REQUIRED_FOR)
      expect(en[`settings.twoFactor.${value}`]).toBe(TWO_FACTOR_REQUIRED_CHOICES[value]);
  });

  it('names every leads type', () => {
    for (const value of LEADS_TYPES) expect(en[`settings.leadsType.${value}`]).toBeTypeOf('string');
  });
});
