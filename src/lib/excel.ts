/**
 * Spreadsheets out of the page: rows to .xlsx bytes with SheetJS, loaded only when a file is made
 * (architecture: heavy things load late), and bytes to a download through a temporary link.
 */
import type * as Xlsx from 'xlsx';

/** A date as a spreadsheet stores one: its serial (days since 1899-12-30) and the format it shows in. */
export interface DateCell {
  t: 'n';
  v: number;
  z: string;
}

export type Cell = string | number | DateCell;

/** How a download's dates read in the spreadsheet: sortable, and the same in either language. */
export const SHEET_DATE_FORMAT = 'yyyy-mm-dd hh:mm';

const DAY_MS = 86_400_000;
/** The serial of 1970-01-01 in a spreadsheet's 1900 date system. */
const UNIX_EPOCH_SERIAL = 25_569;
/** America/Panama is UTC−5 all year (docs/rules/auth.md#d3.5): its wall clock is the instant moved back 5 hours. */
const PANAMA_OFFSET_MS = -5 * 3_600_000;

/**
 * An instant as a spreadsheet date on Panama's wall clock, the time the tables show
 * (docs/rules/lead-lists.md#d5.9): a spreadsheet date has no zone, so it holds Panama's time itself.
 * Null for a missing or unreadable value.
 */
export function panamaDateCell(value: string | number | Date | null | undefined): DateCell | null {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  return { t: 'n', v: (time + PANAMA_OFFSET_MS) / DAY_MS + UNIX_EPOCH_SERIAL, z: SHEET_DATE_FORMAT };
}

/** One sheet: its name and its rows, the first of them the headers. */
export interface SheetData {
  name: string;
  rows: Cell[][];
}

/** Excel refuses longer sheet names (docs/rules/lead-lists.md). */
export const MAX_SHEET_NAME = 31;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const REVOKE_AFTER_MS = 60_000;

export const DOWNLOAD_STARTED = 'Download started';
export const DOWNLOAD_FAILED = 'Failed to download file';

/**
 * The workbook's bytes, given the SheetJS module: the main thread passes the lazy one, the export
 * worker its own. A dense sheet writes 100,000 rows about twice as fast as the default one.
 */
export function writeWorkbook(xlsx: typeof Xlsx, sheet: SheetData | SheetData[]): Uint8Array {
  const book = xlsx.utils.book_new();
  for (const { name, rows } of [sheet].flat()) {
    xlsx.utils.book_append_sheet(
      book,
      xlsx.utils.aoa_to_sheet(rows, { dense: true }),
      name.slice(0, MAX_SHEET_NAME),
    );
  }
  return new Uint8Array(
    xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

/** One sheet, or several in their order (a report's days, creators and pickers). */
export async function workbookBytes(sheet: SheetData | SheetData[]): Promise<Uint8Array> {
  return writeWorkbook(await import('xlsx'), sheet);
}

/** `rentals_1767225600000.xlsx`: the prefix and the moment the file was made, as the spec names exports. */
export const stampedFileName = (prefix: string) => `${prefix}_${Date.now()}.xlsx`;

/** Hands bytes (or a Blob the API sent) to the browser as a download named `fileName`. */
export function saveFile(data: Uint8Array | Blob, fileName: string): void {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type: XLSX_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Inside a shadow root or detached, some browsers ignore the click: the link goes in the document for it.
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after this task, some only seconds later: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
