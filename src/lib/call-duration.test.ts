import { describe, expect, it } from 'vitest';
import { formatDuration } from './call-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, two digits each', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9.7)).toBe('00:09');
    expect(formatDuration(95)).toBe('01:35');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('reads a negative span (a clock set back) as none', () => {
    expect(formatDuration(-4)).toBe('00:00');
  });
});
