import { describe, expect, it } from 'vitest';
import { heldFor, panamaClock } from './board-time';

describe('board times', () => {
  it('counts a hold in minutes and seconds, never below zero', () => {
    expect(heldFor(135_000)).toBe('02:15');
    expect(heldFor(135_999)).toBe('02:15');
    expect(heldFor(75 * 60_000 + 2_000)).toBe('75:02');
    expect(heldFor(-4_000)).toBe('00:00');
  });

  it('reads a time in Panama, with its date when it is not today there', () => {
    const at = '2026-03-02T20:00:00.000Z';
    expect(panamaClock('2026-03-02T20:30:00.000Z', at)).toBe('3:30 PM');
    // 03:10 UTC on the 2nd is still the 1st in Panama (UTC−5).
    expect(panamaClock('2026-03-02T03:10:00.000Z', at)).toBe('03/01/2026, 10:10 PM');
  });

  it('reads it day first and with a.m./p.m. in Spanish', () => {
    const at = '2026-03-02T20:00:00.000Z';
    expect(panamaClock('2026-03-02T20:30:00.000Z', at, 'es')).toBe('3:30 p.m.');
    expect(panamaClock('2026-03-02T03:10:00.000Z', at, 'es')).toBe('01/03/2026, 10:10 p.m.');
  });
});
