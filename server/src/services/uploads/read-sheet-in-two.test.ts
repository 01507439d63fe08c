/**
 * An .xlsx longer than its first read is read in two (docs/decisions.md#p91): the same rows as one read gives, its
 * head first, and a sheet that says it is too long refused before anything is handed on.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { EMPTY_FILE, MAX_UPLOAD_ROWS, TOO_MANY_ROWS } from '../../../../src/contract';
import { readSheetInTwo, readSheetRows } from './read-sheet';

const sheetOf = (rows: string[][], ref?: string): Buffer => {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (ref) sheet['!ref'] = ref;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Leads');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
};
const numbered = (count: number) => [['number'], ...Array.from({ length: count }, (_, i) => [String(i)])];

describe('an .xlsx read in two', () => {
  it('gives its first rows, then the rest, the same rows as one read', () => {
    const bytes = sheetOf(numbered(250));
    const { rows, rest } = readSheetInTwo(bytes, 'leads.xlsx', 100);
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(rest).toBeDefined();
    expect([...rows, ...(rest?.() ?? [])]).toEqual(readSheetRows(bytes, 'leads.xlsx'));
  });

  it('is one read when the sheet ends within it, and for a .csv', () => {
    expect(readSheetInTwo(sheetOf(numbered(50)), 'leads.xlsx', 100).rest).toBeUndefined();
    const csv = Buffer.from('number\n1\n2\n');
    expect(readSheetInTwo(csv, 'leads.csv', 1)).toEqual({ rows: readSheetRows(csv, 'leads.csv') });
  });

  it('reads on past a blank head, and refuses a sheet blank throughout', () => {
    const blankHead = [...Array.from({ length: 120 }, () => ['']), ['number'], ['5']];
    expect(readSheetInTwo(sheetOf(blankHead), 'leads.xlsx', 100).rows.map((r) => r.row)).toEqual([121, 122]);
    expect(() => readSheetInTwo(sheetOf([[''], ['']], 'A1:A300'), 'leads.xlsx', 100)).toThrow(
      expect.objectContaining({ statusCode: 400, message: EMPTY_FILE }),
    );
  });

  it('refuses at once a sheet whose dimension says it holds too many rows', () => {
    const claims = sheetOf(numbered(150), `A1:A${MAX_UPLOAD_ROWS + 5}`);
    expect(() => readSheetInTwo(claims, 'leads.xlsx', 100)).toThrow(
      expect.objectContaining({ statusCode: 400, message: TOO_MANY_ROWS }),
    );
  });
});
