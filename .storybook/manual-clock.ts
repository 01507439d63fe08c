/** A clock that moves only when a story says so: `await clock.advance(1000)` is one second, at once. */
import { waitFor } from 'storybook/test';
import type { Clock } from '../src/lib/clock';

interface Timer {
  due: number;
  /** Repeats every `period` ms; one-shot when null. */
  period: number | null;
  fn: () => void;
}

export interface ManualClock extends Clock {
  /** Waits until a timer falls due within `ms`, then runs every timer due: a screen sets its timers in effects,
   * which may run a moment after the render a story awaited, and time moved before them would tick nothing. */
  advance(ms: number): Promise<void>;
  reset(): void;
}

export function manualClock(start = Date.parse('2026-03-02T15:00:00.000Z')): ManualClock {
  let now = start;
  let timers: Timer[] = [];
  const add = (timer: Timer) => {
    timers.push(timer);
    return () => {
      timers = timers.filter((t) => t !== timer);
    };
  };
  return {
    now: () => now,
    every: (ms, fn) => add({ due: now + ms, period: ms, fn }),
    after: (ms, fn) => add({ due: now + ms, period: null, fn }),
    async advance(ms) {
      await waitFor(() => {
        if (!timers.some((t) => t.due <= now + ms)) throw new Error(`No timer falls due within ${ms} ms`);
      });
      const end = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.due <= end).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        now = next.due;
        if (next.period === null) timers = timers.filter((t) => t !== next);
        else next.due += next.period;
        next.fn();
      }
      now = end;
    },
    reset() {
      now = start;
      timers = [];
    },
  };
}
