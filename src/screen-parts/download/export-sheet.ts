/**
 * A download's file from its list's export (contract lead-lists-export.ts), made the same way in the export
 * worker and, where no worker runs, on the main thread: the NDJSON body read as it arrives, each row
 * turned into the cells of the list's own columns (so the file reads like the table) with progress as
 * rows land, then the workbook: its kind's sheet ("Rentals", "Audit"), the headers, the columns some row
 * needed.
 */
import type * as Xlsx from 'xlsx';
import {
  AUDIT_SHEET,
  type AuditEntry,
  EXPORT_SHEET,
  type LeadExportEnd,
  type LeadExportHead,
  type LeadExportRow,
  type PhoneCountry,
  sheetCallsOf,
  sheetLeadOf,
} from '../../contract';
import { type Cell, panamaDateCell, writeWorkbook } from '../../lib/excel';
import { AUDIT_COLUMNS } from '../columns/audit-columns';
import { CLIENT_COLUMNS } from '../columns/client-columns';
import type { Column } from '../columns/columns';
import { LEAD_FILE_COLUMNS } from '../columns/lead-columns';
import type { SheetKind } from './sheet-kinds';

/** One kind of file: its sheet's name and its columns. */
export interface SheetSpec {
  name: string;
  headers: string[];
  /** The columns shown whatever the rows hold (those without a `when`). */
  always: boolean[];
  /** A row line's cells; marks in `shown` the optional columns this row needs. */
  cellsOf: (line: unknown, shown: boolean[]) => Cell[];
}

// A declaration, not a generic arrow: the hard-coded text check reads every file as TSX, where `<T>(`
// opens an element.
// Each header once, so another tool tells the columns apart (a table's repeated "TeamLeader Name" has
// its file header); a date column's cell is a spreadsheet date, a dash when there is none
// (docs/rules/lead-lists.md#d5.9). Text cells stay text: SheetJS writes a string as a string, never as
// a formula, whatever its first character.
function sheetOf<T>(name: string, columns: readonly Column<T>[], read: (line: unknown) => T): SheetSpec {
  const cellOf = (column: Column<T>): ((row: T) => Cell) => {
    const { instant } = column;
    if (!instant) return (row) => column.text(row);
    return (row) => panamaDateCell(instant(row)) ?? '-';
  };
  const cells = columns.map(cellOf);
  return {
    name,
    headers: columns.map((column) => column.fileHeader ?? column.header),
    always: columns.map((column) => !column.when),
    cellsOf: (line, shown) => {
      const row = read(line);
      for (let i = 0; i < columns.length; i++) shown[i] ||= columns[i]!.when!(row);
      return cells.map((cell) => cell(row));
    },
  };
}

/** Each kind of file. Columns are code, which cannot be posted: the worker is told which by name. */
export const SHEETS: Record<SheetKind, SheetSpec> = {
  leads: sheetOf(EXPORT_SHEET, LEAD_FILE_COLUMNS, (line) => ({
    ...sheetLeadOf(line as LeadExportRow),
    ...sheetCallsOf(line as LeadExportRow),
  })),
  clients: sheetOf(EXPORT_SHEET, CLIENT_COLUMNS, (line) => sheetLeadOf(line as LeadExportRow)),
  audit: sheetOf(AUDIT_SHEET, AUDIT_COLUMNS, (line) => line as AuditEntry),
};

export interface ExportProgress {
  received: number;
  total: number;
  /** The server estimated `total` (a broad filter over many rows): the progress says "about". */
  estimated: boolean;
}

/** What the page hears while its file is made: the rows received so far, then that it is being written. */
export type ExportEvent = { fetching: ExportProgress } | { building: number };

/**
 * To the worker: the export's body (transferred, read there), whose columns to write, and the page's
 * settings those columns read (a worker sees neither the page's meta tags nor its configure()).
 */
export interface ExportMessage {
  body: ReadableStream<Uint8Array>;
  sheet: SheetKind;
  phoneCountry: PhoneCountry;
}

/** From the worker: `ready` once it runs, events, then the file (null: no rows) or why it failed. */
export type ExportReply =
  | { ready: true }
  | { event: ExportEvent }
  | { file: ArrayBuffer | null }
  | { error: string };

export const CUT_SHORT = 'The download ended before its last row';

/** The page hears of progress this often at most, not on every chunk of the body. */
const PROGRESS_EVERY_MS = 100;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The workbook's bytes from the export's body, or null when it holds no rows. */
export async function sheetFromExport(
  body: ReadableStream<Uint8Array>,
  sheet: SheetKind,
  xlsx: typeof Xlsx,
  onEvent: (event: ExportEvent) => void,
): Promise<Uint8Array | null> {
  const spec = SHEETS[sheet];
  const shown = [...spec.always];
  const rows: Cell[][] = [];
  let head: LeadExportHead = { total: 0 };
  let end: LeadExportEnd | undefined;

  const take = (line: string) => {
    if (line === '') return;
    // A row is a lead's array or an audit entry; the head and the end are the objects with `total`, `rows`.
    const value: unknown = JSON.parse(line);
    if (isObject(value) && 'total' in value) head = value as LeadExportHead;
    else if (isObject(value) && 'rows' in value) end = value as LeadExportEnd;
    else rows.push(spec.cellsOf(value, shown));
  };
  const report = () =>
    onEvent({
      fetching: {
        received: rows.length,
        total: Math.max(head.total, rows.length),
        estimated: head.estimated === true,
      },
    });

  // Progress after each chunk, but at most once a period: the page re-renders a few times a second.
  let reported = 0;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const reportSoon = () => {
    soon ??= setTimeout(
      () => {
        soon = undefined;
        reported = performance.now();
        report();
      },
      Math.max(0, reported + PROGRESS_EVERY_MS - performance.now()),
    );
  };

  const reader = body.getReader();
  const decoder = new TextDecoder();
  let partial = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const lines = (partial + decoder.decode(value, { stream: !done })).split('\n');
      partial = done ? '' : lines.pop()!;
      for (const line of lines) take(line);
      if (done) break;
      reportSoon();
    }
  } finally {
    clearTimeout(soon);
  }
  // The end line says the server sent every row; without it the body was cut (a failure mid-way).
  if (end?.rows !== rows.length) throw new Error(CUT_SHORT);
  report();
  if (rows.length === 0) return null;

  onEvent({ building: rows.length });
  const keep = spec.headers.flatMap((_, i) => (shown[i] ? [i] : []));
  const cells = keep.length === spec.headers.length ? rows : rows.map((row) => keep.map((i) => row[i] ?? ''));
  cells.unshift(keep.map((i) => spec.headers[i]!));
  return writeWorkbook(xlsx, { name: spec.name, rows: cells });
}

/** One export in the worker's scope (or a stand-in's): every answer goes through `reply`. */
export async function runExport(
  xlsx: typeof Xlsx,
  { body, sheet }: ExportMessage,
  reply: (answer: ExportReply) => void,
): Promise<void> {
  try {
    const bytes = await sheetFromExport(body, sheet, xlsx, (event) => reply({ event }));
    reply({ file: bytes ? (bytes.buffer as ArrayBuffer) : null });
  } catch (error) {
    reply({ error: error instanceof Error ? error.message : String(error) });
  }
}
