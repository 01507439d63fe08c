import { describe, expect, it } from 'vitest';
import { reportFileName, reportSheets } from './report-sheets';
import { reportOf } from './reports.fixtures';

describe('report workbook', () => {
  it('holds the days and their outcomes with a total row, then each side the report shows', () => {
    const report = reportOf({ startDate: '2026-11-22', endDate: '2026-11-23' });
    const [days, outcomes, creators, pickers, ...calls] = reportSheets(report);
    expect(calls.map((sheet) => sheet.name)).toEqual([
      'Calls a day',
      'Talk time per picker',
      'Attempts per lead',
    ]);
    expect(calls[0]?.rows).toEqual([
      ['Day', 'Calls', 'Talk time (s)'],
      ['2026-11-22', 3, 240],
      ['2026-11-23', 4, 270],
      ['Total', 7, 510],
    ]);
    expect(calls[1]?.rows).toEqual([
      ['Picker', 'Calls', 'Talk time (s)'],
      ['Ana Limit', 3, 210],
      ['Pete Picker', 4, 300],
    ]);
    expect(calls[2]?.rows).toEqual([
      ['Calls to a lead', 'Leads'],
      [1, 1],
      [2, 3],
    ]);
    expect(days?.name).toBe('Days');
    expect(days?.rows).toEqual([
      [
        'Day',
        'Leads created',
        'Leads finished',
        'Valid',
        'Invalid',
        'Deals in process',
        'Deals done',
        'Deals failed',
        'Conversion (%)',
      ],
      ['2026-11-22', 10, 8, 7, 0, 1, 0, 0, 0],
      ['2026-11-23', 17, 13, 8, 1, 0, 1, 0, 7.7],
      ['Total', 27, 21, 15, 1, 1, 1, 0, 4.8],
    ]);
    expect(outcomes?.name).toBe('Outcomes');
    expect(outcomes?.rows).toEqual([
      ['Day', 'No Answer', 'Call Back Later', 'Not Interested', 'Do Not Contact', 'Unreachable', 'Skips'],
      ['2026-11-22', 1, 0, 0, 0, 0, 1],
      ['2026-11-23', 2, 1, 1, 0, 0, 0],
      ['Total', 3, 1, 1, 0, 0, 1],
    ]);
    expect(creators?.name).toBe('Creators');
    expect(creators?.rows[0]).toEqual([
      'Creator',
      'Leads created',
      'Invalid',
      'Invalid rate (%)',
      'Deals from its leads',
    ]);
    expect(creators?.rows[3]).toEqual(['Dana New', 0, 0, '', 0]);
    expect(pickers?.name).toBe('Pickers');
    expect(pickers?.rows[0]?.slice(7)).toEqual([
      'No Answer',
      'Call Back Later',
      'Not Interested',
      'Do Not Contact',
      'Unreachable',
      'Skips',
    ]);
    expect(pickers?.rows[2]).toEqual(['Ana Limit', 70, 9, 4, 3, 75, 12.3, 12, 3, 5, 0, 1, 1]);
    expect(pickers?.rows[3]).toEqual(['Ivan Idle', 0, 0, 0, 0, '', '', 0, 0, 0, 0, 0, 0]);
  });

  it('leaves out the side a leader does not see', () => {
    expect(reportSheets(reportOf({ sides: ['pickers'] })).map((s) => s.name)).toEqual([
      'Days',
      'Outcomes',
      'Pickers',
      'Calls a day',
      'Talk time per picker',
      'Attempts per lead',
    ]);
    expect(reportSheets(reportOf({ sides: ['creators'] })).map((s) => s.name)).toEqual(['Days', 'Creators']);
  });

  it('names the file for its range', () => {
    expect(reportFileName({ startDate: '2026-11-10', endDate: '2026-11-23' })).toBe(
      'report_2026-11-10_2026-11-23.xlsx',
    );
  });
});
