import { describe, expect, it } from 'vitest';
import { NO_ACTIVITY, reportDays } from '../../contract';
import { filledDays, isQuiet, longDay, shortDay } from './report-days';
import { reportOf } from './reports.fixtures';

describe('report days', () => {
  it('lists every calendar day of a range, across a month and a leap day', () => {
    expect(reportDays('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(reportDays('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('fills the days an answer left out with zeros, in order', () => {
    const sent = reportOf({ startDate: '2026-11-01', endDate: '2026-11-03' });
    const [first, , third] = sent.days;
    const days = filledDays({ ...sent, days: [third!, first!] });
    expect(days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days[0]).toEqual(first);
    expect(days[1]).toEqual({ ...NO_ACTIVITY, day: '2026-11-02' });
    expect(days[2]).toEqual(third);
  });

  it('calls a range quiet only when nothing was made, finished, skipped or closed', () => {
    expect(isQuiet(NO_ACTIVITY)).toBe(true);
    expect(isQuiet({ ...NO_ACTIVITY, dealsFailed: 1 })).toBe(false);
    expect(isQuiet({ ...NO_ACTIVITY, leadsCreated: 1 })).toBe(false);
    expect(isQuiet({ ...NO_ACTIVITY, skips: 1 })).toBe(false);
  });

  it('writes a day month first in English, day first in Spanish', () => {
    expect(longDay('2026-11-20')).toBe('11/20/2026');
    expect(shortDay('2026-11-20')).toBe('11/20');
    expect(longDay('2026-11-20', 'es')).toBe('20/11/2026');
    expect(shortDay('2026-11-20', 'es')).toBe('20/11');
  });
});
