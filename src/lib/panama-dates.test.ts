import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, panamaDay } from './panama-dates';

describe('Panama dates', () => {
  it('formats an instant as a US date with a 12-hour clock in Panama time', () => {
    expect(formatDateTime('2026-11-22T02:41:00Z')).toBe('11/21/2026, 9:41 PM');
    expect(formatDateTime('2026-07-01T17:05:00Z')).toBe('07/01/2026, 12:05 PM');
  });

  it('writes Spanish dates day first, still in Panama time', () => {
    expect(formatDateTime('2026-11-22T02:41:00Z', 'es')).toBe('21/11/2026, 9:41 p.m.');
    expect(formatDate('2026-07-01T17:05:00Z', 'es')).toBe('01/07/2026');
    expect(formatDateTime('2026-11-22T02:41:00Z', 'en')).toBe('11/21/2026, 9:41 PM');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate(undefined)).toBe('-');
  });

  it('reads the calendar day in Panama, not in UTC', () => {
    expect(panamaDay('2026-11-22T04:59:59Z')).toBe('2026-11-21');
    expect(panamaDay('2026-11-22T05:00:00Z')).toBe('2026-11-22');
  });
});
