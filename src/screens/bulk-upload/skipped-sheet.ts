/**
 * skipped_data.xlsx (docs/rules/leads.md#d5): the rows an upload left out, sheet "Skipped Data": the row's
 * number in the file, its cells in the order the upload reads them, and `reason` as the last column.
 * The cell columns keep the upload's names, so a fixed file can be uploaded again.
 */
import { RENTAL_LABELS, SKIPPED_FILE, SKIPPED_SHEET, type SkippedRow } from '../../contract';
import { type Cell, saveFile, workbookBytes } from '../../lib/excel';

const UPLOAD_COLUMNS: readonly string[] = Object.keys(RENTAL_LABELS);

export function skippedSheetRows(skipped: readonly SkippedRow[]): Cell[][] {
  const seen = new Set(skipped.flatMap((row) => Object.keys(row)));
  seen.delete('row');
  seen.delete('reason');
  // Known columns first in upload order, then whatever else the server echoed back.
  const cells = [
    ...UPLOAD_COLUMNS.filter((c) => seen.has(c)),
    ...[...seen].filter((c) => !UPLOAD_COLUMNS.includes(c)),
  ];
  const headers = ['row', ...cells, 'reason'];
  return [
    headers,
    ...skipped.map((row) => headers.map((h) => (row as Record<string, Cell | undefined>)[h] ?? '')),
  ];
}

export async function saveSkippedRows(skipped: readonly SkippedRow[]): Promise<void> {
  const bytes = await workbookBytes({ name: SKIPPED_SHEET, rows: skippedSheetRows(skipped) });
  saveFile(bytes, SKIPPED_FILE);
}
