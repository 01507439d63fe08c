/**
 * skipped_data.xlsx of a bulk add to the do-not-contact list: sheet "Skipped Data", the row in the
 * file, the number as the file wrote it and the reason it was skipped, as an upload's skipped rows are
 * handed back (docs/rules/uploads.md#d5.7).
 */
import { SKIPPED_FILE, SKIPPED_SHEET, type SkippedNumber } from '../../contract';
import { saveFile, workbookBytes } from '../../lib/excel';

export const skippedNumberRows = (skipped: readonly SkippedNumber[]) => [
  ['row', 'number', 'reason'],
  ...skipped.map(({ row, number, reason }) => [row, number, reason]),
];

export async function saveSkippedNumbers(skipped: readonly SkippedNumber[]): Promise<void> {
  saveFile(await workbookBytes({ name: SKIPPED_SHEET, rows: skippedNumberRows(skipped) }), SKIPPED_FILE);
}
