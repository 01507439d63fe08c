import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS, sheetRows } from './previewed-rows';
import type { SheetRow } from './read-sheet';

const file = (text: string) => Buffer.from(text);

/** A reader that counts its reads and answers the file's text as its one row. */
function countingReader() {
  const reads: string[] = [];
  const read = (bytes: Buffer, filename: string): SheetRow[] => {
    reads.push(filename);
    return [{ row: 1, cells: [bytes.toString()] }];
  };
  return { reads, read };
}

describe("sheetRows: a preview's rows for the import that follows it", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Whatever an earlier test kept, let go.
    sheetRows(file('nothing'), 'reset.csv', false, () => []);
  });
  afterEach(() => vi.useRealTimers());

  it("gives the import of the previewed file the preview's rows without reading it again", () => {
    const { reads, read } = countingReader();
    const previewed = sheetRows(file('a,b'), 'leads.csv', true, read);
    const imported = sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(imported).toBe(previewed);
    expect(reads).toEqual(['leads.csv']);
  });

  it('lets a preview of the same file again read nothing either, and keeps the rows for the import', () => {
    const { reads, read } = countingReader();
    sheetRows(file('a,b'), 'leads.csv', true, read);
    sheetRows(file('a,b'), 'leads.csv', true, read);
    sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(reads).toEqual(['leads.csv']);
  });

  it('gives the rows to one import only: the same file imported again is read again', () => {
    const { reads, read } = countingReader();
    sheetRows(file('a,b'), 'leads.csv', true, read);
    sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(sheetRows(file('a,b'), 'leads.csv', false, read)).toEqual([{ row: 1, cells: ['a,b'] }]);
    expect(reads).toEqual(['leads.csv', 'leads.csv']);
  });

  it('reads a file with other bytes or another name, and lets the kept rows go', () => {
    const { reads, read } = countingReader();
    sheetRows(file('a,b'), 'leads.csv', true, read);
    expect(sheetRows(file('a,c'), 'leads.csv', false, read)).toEqual([{ row: 1, cells: ['a,c'] }]);
    sheetRows(file('a,b'), 'leads.csv', true, read);
    sheetRows(file('a,b'), 'other.csv', false, read);
    // The rows of leads.csv went when other.csv was read.
    sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(reads).toEqual(['leads.csv', 'leads.csv', 'leads.csv', 'other.csv', 'leads.csv']);
  });

  it('lets the rows go after 10 minutes', () => {
    const { reads, read } = countingReader();
    sheetRows(file('a,b'), 'leads.csv', true, read);
    vi.advanceTimersByTime(KEPT_FOR_MS - 1);
    sheetRows(file('a,b'), 'leads.csv', true, read);
    vi.advanceTimersByTime(KEPT_FOR_MS);
    sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(reads).toEqual(['leads.csv', 'leads.csv']);
  });

  it('keeps nothing of a file whose reading is refused', () => {
    const { reads, read } = countingReader();
    sheetRows(file('a,b'), 'leads.csv', true, read);
    const refused = () => {
      throw new Error('not a spreadsheet');
    };
    expect(() => sheetRows(file('zz'), 'broken.xlsx', true, refused)).toThrow('not a spreadsheet');
    sheetRows(file('a,b'), 'leads.csv', false, read);
    expect(reads).toEqual(['leads.csv', 'leads.csv']);
  });
});
