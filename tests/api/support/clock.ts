/** Clocks the tests move by hand instead of waiting. */

/** A clock the tests move by hand instead of waiting. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** Real time plus whatever the test has advanced: the default clock of a test server. */
export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** 10:00 in Panama on a Tuesday: far from midnight, so "today" is unambiguous. */
export const MORNING = '2026-03-10T15:00:00.000Z';

/** A clock that stands still until a test moves it, so waits and `retryAfter` are exact. */
export function manualClock(start = MORNING): TestClock & { set(iso: string): void } {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    set: (iso) => {
      time = Date.parse(iso);
    },
  };
}
