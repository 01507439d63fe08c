import { describe, expect, it } from 'vitest';
import { INVALID_NUMBER, SEVERAL_NUMBERS } from '../../../../src/contract';
import { HttpError } from '../../lib/http-error';
import { leadNumber, numberQuery, theOneLead } from './lead-number';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('leadNumber', () => {
  it('stores any common writing as E.164, and refuses what is not a number with 400', () => {
    expect(leadNumber('1-555-123-4567', 'US')).toBe('+15551234567');
    expect(refusal(() => leadNumber('555-1234', 'US'))).toEqual({ status: 400, message: INVALID_NUMBER });
  });
});

describe('numberQuery', () => {
  it('looks up a whole number as itself', () => {
    expect(numberQuery('(555) 123-4567', 'US')).toEqual({ prefix: '+15551234567', whole: '+15551234567' });
  });

  it('reads first digits in the country, with or without its code or trunk prefix', () => {
    for (const typed of ['555 123', '(555) 123', '1 555 123', '+1 555-123', '555.123']) {
      expect(numberQuery(typed, 'US')).toEqual({ prefix: '+1555123' });
    }
    expect(numberQuery('+44 20 7946', 'US')).toEqual({ prefix: '+44207946' });
    // A start that also has a possible length of its own is looked for both ways.
    expect(numberQuery('020 7946', 'GB')).toEqual({ prefix: '+44207946', whole: '+440207946' });
    expect(numberQuery('020 7946 0958', 'GB')).toEqual({ prefix: '+442079460958', whole: '+442079460958' });
  });

  it('needs six digits after the country code, and digits only', () => {
    for (const typed of ['555 12', '1 555 12', '+44 20 79', '555-123 ext', 'abc123456']) {
      expect(refusal(() => numberQuery(typed, 'US'))).toEqual({ status: 400, message: INVALID_NUMBER });
    }
  });
});

describe('theOneLead', () => {
  const lead = (number: string) => ({ number });

  it('answers the whole number, else the only match; 404 for none; 400 for several', () => {
    const whole = { prefix: '+15551234567', whole: '+15551234567' };
    expect(theOneLead([lead('+15551234567')], whole, 'none')).toEqual(lead('+15551234567'));
    expect(theOneLead([lead('+1555123')], { prefix: '+1555123' }, 'none')).toEqual(lead('+1555123'));
    const both = { prefix: '+44207946', whole: '+440207946' };
    expect(theOneLead([lead('+44207946001'), lead('+440207946')], both, 'none')).toEqual(lead('+440207946'));
    expect(refusal(() => theOneLead([], whole, 'none'))).toEqual({ status: 404, message: 'none' });
    expect(
      refusal(() => theOneLead([lead('+15551230000'), lead('+15551239999')], { prefix: '+1555123' }, 'none')),
    ).toEqual({ status: 400, message: SEVERAL_NUMBERS });
  });
});
