import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_COUNTRY } from './enums';
import { INVALID_NUMBER } from './leads';
import { numberSearchDigits } from './number-search';
import { formatPhone, isPhoneCountry, normalizeNumber } from './phone';

describe('normalizeNumber', () => {
  it.each([
    '(555) 123-4567',
    '555.123.4567',
    '555-123-4567',
    '555 123 4567',
    '5551234567',
    '+1 555 123 4567',
    '+1 (555) 123-4567',
    '1-555-123-4567',
    '1 555 123 4567',
    '15551234567',
    '+15551234567',
    '  555 123 4567  ',
  ])('reads %j as +15551234567 in the default country', (typed) => {
    expect(normalizeNumber(typed)).toBe('+15551234567');
  });

  it('keeps reading numbers as US ones by default, as the ten-digit rule did', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    // Made-up ranges (555, an exchange starting with 0) were stored before and stay readable.
    expect(normalizeNumber('5070000001')).toBe('+15070000001');
  });

  it('reads a number of another country written with + and its country code', () => {
    expect(normalizeNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizeNumber('+44 (0) 20 7946 0958')).toBe('+442079460958');
    expect(normalizeNumber('+507 6123-4567')).toBe('+50761234567');
  });

  it('reads a number without + in the country it is given', () => {
    expect(normalizeNumber('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizeNumber('6123-4567', 'PA')).toBe('+50761234567');
    expect(normalizeNumber('+1 555 123 4567', 'GB')).toBe('+15551234567');
    expect(normalizeNumber('020 7946 0958')).toBeUndefined();
  });

  it.each([
    ['too short', '555-1234'],
    ['too long', '555 123 45678'],
    ['letters', '+1-800-FLOWERS'],
    ['text around it', 'call 555 123 4567'],
    ['an extension', '555-123-4567 ext. 12'],
    ['no digits', '---'],
    ['blank', ''],
  ])('refuses %s (%j)', (_, typed) => {
    expect(normalizeNumber(typed)).toBeUndefined();
  });

  it('is one message, said once in the contract', () => {
    expect(INVALID_NUMBER).toBe('Please enter a valid phone number');
  });

  it('gives the canonical form back unchanged', () => {
    for (const number of ['+15551234567', '+442079460958']) {
      expect(normalizeNumber(number)).toBe(number);
    }
  });
});

describe('formatPhone', () => {
  it('shows the default country nationally and any other internationally', () => {
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+15551234567', 'GB')).toBe('+1 555 123 4567');
  });

  it('shows every digit of a stored number, which parsing it again as text could drop', () => {
    // Read back as text, the digits after +86 once lost a "1791" taken for a carrier prefix.
    const stored = normalizeNumber('+860179144833395');
    expect(stored).toBe('+86179144833395');
    expect(formatPhone(stored!)).toBe('+86 17 914 483 3395');
  });

  it('parses a number written with spaces, or of no possible length, as text', () => {
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhone('+17')).toBe('+17');
  });

  it('shows text that is not E.164 as it is', () => {
    expect(formatPhone('5551234567')).toBe('5551234567');
    expect(formatPhone('')).toBe('');
  });
});

describe('numberSearchDigits', () => {
  it('keeps the digits that lie inside a stored number', () => {
    expect(numberSearchDigits('(555) 123-4567')).toBe('5551234567');
    expect(numberSearchDigits('+1 555 123')).toBe('1555123');
    expect(numberSearchDigits('020 7946')).toBe('207946');
    expect(numberSearchDigits('0012')).toBe('0012');
  });
});

describe('isPhoneCountry', () => {
  it('knows two-letter country codes, in capitals', () => {
    expect(isPhoneCountry('US')).toBe(true);
    expect(isPhoneCountry('PA')).toBe(true);
    expect(isPhoneCountry('us')).toBe(false);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});
