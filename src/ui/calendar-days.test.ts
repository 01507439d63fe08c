import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampDay, monthWeeks } from './calendar-days';

describe('calendar days', () => {
  it('step by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('step by months to the same day, or the shorter month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-05-31', 12)).toBe('2027-05-31');
  });

  it('keep within min and max, and on max past year 9999', () => {
    expect(clampDay('1999-12-31', '2000-01-01', '9999-12-31')).toBe('2000-01-01');
    expect(clampDay(addDays('9999-12-31', 1), '2000-01-01', '9999-12-31')).toBe('9999-12-31');
  });

  it('lay a month out in whole weeks, Sunday first', () => {
    const weeks = monthWeeks('2026-11-22');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
    expect(monthWeeks('2026-05-10')[0]?.[0]).toBe('2026-04-26');
  });
});
