/**
 * An .xlsx is read as one (docs/rules/uploads.md#d5.7): a zip that SheetJS would read as another format, and unpack
 * by itself with no ceiling (docs/decisions.md#p70), is refused however it spells the names that say so.
 */
import { describe, expect, it } from 'vitest';
import { NOT_XLSX } from '../../../../src/contract';
import { nestedBomb, withOpenDocument } from '../../../../tests/api/support/hostile-zips';
import { readSheetRows } from './read-sheet';

describe('an .xlsx holding another format', () => {
  it.each([
    ['an OpenDocument spreadsheet', () => withOpenDocument()],
    [
      'an OpenDocument spreadsheet with its manifest’s name in capitals',
      () => withOpenDocument('META-INF/MANIFEST.XML'),
    ],
    [
      'an OpenDocument spreadsheet with its manifest’s name in backslashes',
      () => withOpenDocument('META-INF\\manifest.xml'),
    ],
    ['a zip inside and no content types', () => nestedBomb(1)],
  ])('is refused when it is %s', (_, bytes) => {
    expect(() => readSheetRows(bytes(), 'leads.xlsx')).toThrow(
      expect.objectContaining({ statusCode: 400, message: NOT_XLSX }),
    );
  });
});
