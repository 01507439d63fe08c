import { describe, expect, it } from 'vitest';
import { reportColumns } from './report-columns';
import { englishWords } from './report-words';
import { pickers } from './reports.fixtures';
import { nextSort, sortRows } from './table-sort';

const PICKER_COLUMNS = reportColumns(englishWords()).pickers;

const names = (key: string, direction: 'ascending' | 'descending') =>
  sortRows(pickers, PICKER_COLUMNS, { key, direction }).map((p) => p.name);

describe('per-person sort', () => {
  it('sorts by a figure either way, keeping blanks last', () => {
    expect(names('doneRate', 'descending')).toEqual(['Ana Limit', 'Pete Picker', 'Ivan Idle']);
    expect(names('doneRate', 'ascending')).toEqual(['Pete Picker', 'Ana Limit', 'Ivan Idle']);
    expect(names('leadsFinished', 'ascending')).toEqual(['Ivan Idle', 'Ana Limit', 'Pete Picker']);
  });

  it('sorts names A to Z ignoring case, and breaks ties by name', () => {
    const rows = [
      { ...pickers[0]!, _id: 'a', name: 'bea' },
      { ...pickers[0]!, _id: 'b', name: 'Abe' },
      { ...pickers[0]!, _id: 'c', name: 'Cid', leadsFinished: 1 },
    ];
    expect(
      sortRows(rows, PICKER_COLUMNS, { key: 'name', direction: 'ascending' }).map((p) => p.name),
    ).toEqual(['Abe', 'bea', 'Cid']);
    expect(
      sortRows(rows, PICKER_COLUMNS, { key: 'leadsFinished', direction: 'descending' }).map((p) => p.name),
    ).toEqual(['Abe', 'bea', 'Cid']);
  });

  it('turns the same column around, and opens another most first (names A to Z)', () => {
    const current = { key: 'deals', direction: 'descending' } as const;
    expect(nextSort(current, 'deals')).toEqual({ key: 'deals', direction: 'ascending' });
    expect(nextSort(current, 'doneRate')).toEqual({ key: 'doneRate', direction: 'descending' });
    expect(nextSort(current, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });
});
