/** The held-minutes spans of a range (held-spans.ts): they cover each day of the range exactly once. */
import { describe, expect, it } from 'vitest';
import { heldSpans, type SpanRun } from './held-spans';

const DAY_MS = 24 * 60 * 60 * 1000;
const numberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every day the runs' spans cover, in order, one entry per span that covers it. */
function coveredDays(runs: SpanRun[]): string[] {
  const days: string[] = [];
  for (const run of runs) {
    for (let start = numberOf(run.first); start <= numberOf(run.last); ) {
      const date = new Date(start * DAY_MS);
      let next = start + 1;
      if (run.span === 'week') {
        expect(date.getUTCDay(), `${run.first} starts a week`).toBe(1);
        next = start + 7;
      }
      if (run.span === 'month') {
        expect(date.getUTCDate(), `${dayOf(start)} starts a month`).toBe(1);
        next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
      }
      for (let day = start; day < next; day++) days.push(dayOf(day));
      start = next;
    }
  }
  return days;
}

describe('heldSpans', () => {
  it('reads whole months, then whole weeks, then days', () => {
    expect(heldSpans('2026-08-26', '2026-11-23')).toEqual([
      { span: 'day', first: '2026-08-26', last: '2026-08-31' },
      { span: 'month', first: '2026-09-01', last: '2026-10-01' },
      { span: 'day', first: '2026-11-01', last: '2026-11-01' },
      { span: 'week', first: '2026-11-02', last: '2026-11-16' },
      { span: 'day', first: '2026-11-23', last: '2026-11-23' },
    ]);
    expect(heldSpans('2026-02-01', '2026-03-10')).toEqual([
      { span: 'month', first: '2026-02-01', last: '2026-02-01' },
      { span: 'day', first: '2026-03-01', last: '2026-03-01' },
      { span: 'week', first: '2026-03-02', last: '2026-03-02' },
      { span: 'day', first: '2026-03-09', last: '2026-03-10' },
    ]);
    expect(heldSpans('2026-03-08', '2026-03-10')).toEqual([
      { span: 'day', first: '2026-03-08', last: '2026-03-10' },
    ]);
  });

  it('covers every day of any range exactly once', () => {
    for (let i = 0; i < 2000; i++) {
      const from = numberOf('2024-01-01') + Math.floor(Math.random() * 900);
      const to = from + Math.floor(Math.random() * 366);
      const expected = Array.from({ length: to - from + 1 }, (_, k) => dayOf(from + k));
      expect(coveredDays(heldSpans(dayOf(from), dayOf(to)))).toEqual(expected);
    }
  });
});
