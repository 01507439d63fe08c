import { describe, expect, it } from 'vitest';
import { readDate, writeDate } from './date-entry';

describe('a date field’s text', () => {
  it('writes a day month first in English and day first in Spanish', () => {
    expect(writeDate('2026-11-02', 'en')).toBe('11/02/2026');
    expect(writeDate('2026-11-02', 'es')).toBe('02/11/2026');
    expect(writeDate('', 'es')).toBe('');
    expect(writeDate('2026-02-30', 'en')).toBe('');
  });

  it('writes a wall-clock time with the language’s AM/PM, whatever the zone', () => {
    expect(writeDate('2026-11-22T21:41', 'en', true)).toBe('11/22/2026, 9:41 PM');
    expect(writeDate('2026-11-22T00:05', 'es', true)).toMatch(/^22\/11\/2026, 12:05\sa\.\s?m\.$/);
  });

  it('reads a day in the language’s order, with any usual separator or none', () => {
    expect(readDate('11/02/2026', 'en')).toBe('2026-11-02');
    expect(readDate('02/11/2026', 'es')).toBe('2026-11-02');
    expect(readDate('2.11.2026', 'es')).toBe('2026-11-02');
    expect(readDate('1-5-2026', 'en')).toBe('2026-01-05');
    expect(readDate('02112026', 'es')).toBe('2026-11-02');
    expect(readDate('11022026', 'en')).toBe('2026-11-02');
    expect(readDate(' 2026-11-02 ', 'es')).toBe('2026-11-02');
  });

  it('gives null for a half, unreal or misordered day, and empty for nothing', () => {
    for (const text of ['11/02', '11/02/26', '31/12/2026', '02/30/2026', 'tomorrow', '11/02/2026x'])
      expect(readDate(text, 'en'), text).toBeNull();
    expect(readDate('29/02/2026', 'es')).toBeNull();
    expect(readDate('29/02/2028', 'es')).toBe('2028-02-29');
    expect(readDate('   ', 'en')).toBe('');
  });

  it('reads a date and time as Intl writes it, or in 24 hours', () => {
    expect(readDate('11/22/2026, 9:41 PM', 'en', true)).toBe('2026-11-22T21:41');
    expect(readDate('11/22/2026 9:41 am', 'en', true)).toBe('2026-11-22T09:41');
    expect(readDate('22/11/2026, 9:41 p.m.', 'es', true)).toBe('2026-11-22T21:41');
    expect(readDate('22/11/2026, 9:41\u00a0p.\u00a0m.', 'es', true)).toBe('2026-11-22T21:41');
    expect(readDate('22/11/2026, 12:05 a. m.', 'es', true)).toBe('2026-11-22T00:05');
    expect(readDate('22/11/2026 21:41', 'es', true)).toBe('2026-11-22T21:41');
    expect(readDate(writeDate('2026-11-22T12:30', 'es', true), 'es', true)).toBe('2026-11-22T12:30');
  });

  it('gives null for a date without its time or a time that is none', () => {
    for (const text of [
      '22/11/2026',
      '22/11/2026, ',
      '22/11/2026 24:00',
      '22/11/2026 13:00 p.m.',
      '22/11/2026 9:60',
    ])
      expect(readDate(text, 'es', true), text).toBeNull();
  });
});
