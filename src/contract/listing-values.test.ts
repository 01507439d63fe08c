/** What a lead's rent, details and address must say (docs/rules/leads.md#d5.17), and a staff contact's writing. */
import { describe, expect, it } from 'vitest';
import { rulesCatalog } from '../locales/rules';
import { termsCatalog } from '../locales/terms';
import { loadCatalog, localize } from './i18n';
import { CreateAdminInput, CreateRentalInput, check, holdsAmount, holdsWords, sampleLead } from './index';

const fieldErrors = (input: object) => {
  const checked = check(CreateRentalInput, { ...sampleLead(), ...input });
  return checked.ok ? {} : Object.fromEntries(checked.errors.map((e) => [e.path, e.message]));
};

describe('a rent holds an amount', () => {
  it.each(['$1,200', '1200/mo', '1,200 a month', '$750', 'B/. 650 a month', '$0.50'])('takes %j', (rent) => {
    expect(holdsAmount(rent)).toBe(true);
    expect(fieldErrors({ rent })).toEqual({});
  });

  it.each(['abc', 'a lot', '$', '0', '$0.00', 'call for price'])('refuses %j', (rent) => {
    expect(holdsAmount(rent)).toBe(false);
    expect(fieldErrors({ rent })).toEqual({ rent: 'Rent must include an amount, such as $750' });
  });
});

describe('details and an address hold two words, one of two letters or more', () => {
  it.each([
    '2 bd 1 ba, pets ok',
    '123 Main St, Denver, CO',
    'Calle 50',
    '2 bed',
    'Vía España 12',
    'Studio apt',
  ])('takes %j', (text) => {
    expect(holdsWords(text)).toBe(true);
    expect(fieldErrors({ houseApt_details: text, address: text })).toEqual({});
  });

  it.each(['x', 'y', 'abc', 'Studio', '12 34', 'a b c', '---'])('refuses %j', (text) => {
    expect(holdsWords(text)).toBe(false);
    expect(fieldErrors({ houseApt_details: text, address: text })).toEqual({
      houseApt_details: 'House/Apt Details must have at least two words',
      address: 'Address must have at least two words',
    });
  });

  it('says each refusal in Spanish, the label too', async () => {
    await Promise.all([loadCatalog(rulesCatalog, 'es'), loadCatalog(termsCatalog, 'es')]);
    const checked = check(CreateRentalInput, { ...sampleLead(), rent: 'abc', address: 'y' });
    expect(checked.ok).toBe(false);
    const spanish = checked.ok ? [] : checked.errors.map((e) => localize('es', e.message, e.text));
    expect(spanish).toEqual([
      'Precio del alquiler debe incluir un monto, como $750',
      'Dirección debe tener al menos dos palabras',
    ]);
  });
});

describe('a staff contact is written as a phone number', () => {
  const contactError = (contact: unknown) => {
    const checked = check(CreateAdminInput, { name: 'A', email: 'a@b.co', password: '123456', contact });
    return checked.ok ? undefined : checked.errors.find((e) => e.path === 'contact')?.message;
  };

  it.each(['6123-4567', '+507 6123 4567', '(720) 494-2047', '720.494.2047', '+50761234599'])(
    'takes %j',
    (contact) => {
      expect(contactError(contact)).toBeUndefined();
    },
  );

  it.each(['abc', '507-abc', '6123-4567 ext 2', '+', '()'])('refuses %j', (contact) => {
    expect(contactError(contact)).toBe('Contact must be a phone number');
  });
});
