/** Dates typed by hand in each language's order (docs/rules/language.md#d14.6). */
import { describe, expect, it } from 'vitest';
import { formatEntry, parseEntry } from './date-entry';

describe('a day', () => {
  it('is written month first in English and day first in Spanish', () => {
    expect(formatEntry('2026-03-01', 'en')).toBe('03/01/2026');
    expect(formatEntry('2026-03-01', 'es')).toBe('01/03/2026');
    expect(formatEntry('', 'es')).toBe('');
  });

  it('is read in the same order it is written', () => {
    expect(parseEntry('03/01/2026', 'en')).toBe('2026-03-01');
    expect(parseEntry('03/01/2026', 'es')).toBe('2026-01-03');
    expect(parseEntry('3/1/2026', 'en')).toBe('2026-03-01');
    expect(parseEntry(' 1-3-2026 ', 'es')).toBe('2026-03-01');
    expect(parseEntry('25/12/2026', 'es')).toBe('2026-12-25');
  });

  it('reads an ISO date in either language', () => {
    expect(parseEntry('2026-03-01', 'en')).toBe('2026-03-01');
    expect(parseEntry('2026-03-01', 'es')).toBe('2026-03-01');
  });

  it('gives nothing for nothing, and null for what is not a whole, real day', () => {
    expect(parseEntry('  ', 'en')).toBe('');
    for (const text of [
      '03/01/26',
      '03/01',
      '13/01/2026',
      '31/04/2026',
      '2026-02-30',
      '03/01/2026 9:00',
      'x',
    ])
      expect(parseEntry(text, text === '13/01/2026' ? 'en' : 'es'), text).toBeNull();
    expect(parseEntry('29/02/2028', 'es')).toBe('2028-02-29');
    expect(parseEntry('29/02/2027', 'es')).toBeNull();
  });
});

describe('a day and a time', () => {
  it('is written with the language’s 12-hour suffix', () => {
    expect(formatEntry('2026-03-03T10:30', 'en')).toBe('03/03/2026 10:30 AM');
    expect(formatEntry('2026-03-03T21:05', 'es')).toBe('03/03/2026 9:05 p. m.');
    expect(formatEntry('2026-03-03T00:15', 'en')).toBe('03/03/2026 12:15 AM');
    expect(formatEntry('2026-03-03T12:00', 'es')).toBe('03/03/2026 12:00 p. m.');
  });

  it('reads back what it writes, in both languages', () => {
    for (const value of ['2026-03-03T10:30', '2026-12-25T21:05', '2026-01-31T00:15', '2026-07-04T12:00'])
      for (const language of ['en', 'es'] as const)
        expect(parseEntry(formatEntry(value, language), language, true)).toBe(value);
  });

  it('reads 24-hour times, suffixes as people type them, and ISO', () => {
    expect(parseEntry('03/03/2026 21:05', 'en', true)).toBe('2026-03-03T21:05');
    expect(parseEntry('03/03/2026, 9:05pm', 'en', true)).toBe('2026-03-03T21:05');
    expect(parseEntry('03/03/2026 9:05 p.m.', 'es', true)).toBe('2026-03-03T21:05');
    expect(parseEntry('2026-03-03T10:30', 'es', true)).toBe('2026-03-03T10:30');
  });

  it('is null without a time, or with one that is no time', () => {
    for (const text of [
      '03/03/2026',
      '03/03/2026 24:00',
      '03/03/2026 13:00 PM',
      '03/03/2026 9:60',
      '2026-03-03',
    ])
      expect(parseEntry(text, 'en', true), text).toBeNull();
  });
});
