import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './local-date-time';

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('datetime-local values', () => {
  it('show an instant as wall-clock time in the browser zone and read it back', () => {
    process.env.TZ = 'America/Panama';
    expect(isoToLocalInput('2026-03-02T15:00:00.000Z')).toBe('2026-03-02T10:00');
    expect(localInputToIso('2026-03-02T10:00')).toBe('2026-03-02T15:00:00.000Z');
  });

  it('follow the browser zone, daylight saving included', () => {
    process.env.TZ = 'Europe/Madrid';
    expect(isoToLocalInput('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T10:30');
    expect(localInputToIso('2026-01-15T09:05')).toBe('2026-01-15T08:05:00.000Z');
  });

  it('read an empty input as null and a missing instant as empty', () => {
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });
});
