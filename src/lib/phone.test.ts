import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../core/config';
import { isWholeNumber, loadPhone, showNumber } from './phone';

// Outside a render nothing can suspend: these calls come once the metadata is here.
beforeAll(() => loadPhone());
afterEach(() => resetConfig());

describe('numbers in the widgets', () => {
  it('are shown in the national format at home and the international one from abroad', () => {
    expect(showNumber('+15075551234')).toBe('(507) 555-1234');
    expect(showNumber('+50761234567')).toBe('+507 6123 4567');
    configure({ phoneCountry: 'PA' });
    expect(showNumber('+50761234567')).toBe('6123-4567');
    expect(showNumber('+15075551234')).toBe('+1 507 555 1234');
  });

  it('are read in the page’s country before a form sends them', () => {
    expect(isWholeNumber('(507) 555-1234')).toBe(true);
    expect(isWholeNumber('6123-4567')).toBe(false);
    configure({ phoneCountry: 'PA' });
    expect(isWholeNumber('6123-4567')).toBe(true);
  });

  it('fall back on the default country when the page names one the metadata does not know', () => {
    configure({ phoneCountry: 'XX' as 'US' });
    expect(showNumber('+15075551234')).toBe('(507) 555-1234');
    expect(showNumber('+50761234567')).toBe('+507 6123 4567');
    expect(isWholeNumber('(507) 555-1234')).toBe(true);
  });
});
