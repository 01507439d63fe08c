/**
 * Time as the widgets read it: the system clock in the page, a hand-driven one in stories and tests,
 * so a 30-second countdown is checked without waiting 30 seconds.
 */
import { createContext, useContext } from 'react';

export interface Clock {
  now(): number;
  /** Calls `fn` every `ms` milliseconds; returns the stop function. */
  every(ms: number, fn: () => void): () => void;
  /** Calls `fn` once after `ms` milliseconds; returns the cancel function. */
  after(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

export const ClockContext = createContext<Clock>(systemClock);

export const useClock = (): Clock => useContext(ClockContext);
