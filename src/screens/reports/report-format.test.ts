import { describe, expect, it } from 'vitest';
import { minutes, percent, wholePercent } from './report-format';

describe('report figures as text', () => {
  it('shows a ratio as a percentage to one decimal, a dash without one', () => {
    expect(percent(1 / 13)).toBe('7.7%');
    expect(percent(0.08)).toBe('8.0%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(0.0005)).toBe('0.1%');
    expect(percent(null)).toBe('-');
  });

  it('shows minutes to one decimal, a dash when nothing was held', () => {
    expect(minutes(12.25)).toBe('12.3');
    expect(minutes(4)).toBe('4');
    expect(minutes(null)).toBe('-');
  });

  it('writes them as Panama does in Spanish', () => {
    expect(percent(1 / 13, 'es')).toBe('7.7%');
    expect(wholePercent(0.5, 'es')).toBe('50%');
    expect(minutes(1234.25, 'es')).toBe('1,234.3');
  });
});
