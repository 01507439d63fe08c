/**
 * The upload thread's rows of the file it last previewed (docs/rules/uploads.md#d5.7.1). The uploader
 * sees a preview before every import, so the import of the same file (same name, same bytes) takes
 * the preview's rows instead of reading the file again: a 50,000-row .xlsx is read in ~1.4 s, and no
 * part can be written before. One file's rows at a time, taken once, for 10 minutes; reading any other
 * file lets them go first, so the thread's capped heap never holds two files' rows.
 */
import { createHash } from 'node:crypto';
import { readSheetRows, type SheetRow } from './read-sheet';

export const KEPT_FOR_MS = 10 * 60_000;

let kept: { key: string; rows: SheetRow[]; timer: NodeJS.Timeout } | undefined;

function letGo(): void {
  if (kept) clearTimeout(kept.timer);
  kept = undefined;
}

/**
 * The file's rows: a preview's are kept for the import that follows it; an import (or a bulk add of
 * numbers) takes the kept rows of the same file, else reads it.
 */
export function sheetRows(
  bytes: Buffer,
  filename: string,
  preview: boolean,
  read: (bytes: Buffer, filename: string) => SheetRow[] = readSheetRows,
): SheetRow[] {
  const key = `${createHash('sha256').update(bytes).digest('base64')} ${filename}`;
  const found = kept?.key === key ? kept.rows : undefined;
  letGo();
  const rows = found ?? read(bytes, filename);
  if (preview) {
    const timer = setTimeout(letGo, KEPT_FOR_MS);
    // A kept file never keeps the process alive.
    timer.unref();
    kept = { key, rows, timer };
  }
  return rows;
}
