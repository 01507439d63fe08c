/**
 * Reads an uploaded .csv or .xlsx into rows of text cells with SheetJS, refusing whole (400) anything
 * that is not one by its content as well as its name (docs/rules/leads.md#d5). It reads the file the route received;
 * check-rows.ts then checks its rows. Formulas are never evaluated:
 * an .xlsx cell reads as the value its spreadsheet program saved, and CSV text stays text.
 */
import * as XLSX from 'xlsx';
import {
  EMPTY_FILE,
  MAX_UNPACKED_MB,
  MAX_UPLOAD_ROWS,
  NOT_CSV,
  NOT_XLSX,
  ONLY_CSV_OR_XLSX,
  TOO_MANY_ROWS,
  UNPACKS_TOO_LARGE,
} from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { type UnpackedEntry, unpack, zipEntries } from './zip-entries';

/** A legitimate 10 MB workbook unpacks to about 100 MB; anything far beyond is a zip bomb. */
const MAX_UNPACKED_BYTES = MAX_UNPACKED_MB * 1024 * 1024;
/** The header and one row over the limit are enough to know the limit is passed. */
const ROWS_TO_READ = MAX_UPLOAD_ROWS + 2;

/** One row of text cells, with its row number as the spreadsheet shows it. */
export interface SheetRow {
  row: number;
  cells: string[];
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** SheetJS's container of unpacked entries (its CFB library's), as its own zip reader fills one. */
interface Container {
  FullPaths: string[];
}
const { cfb_new, cfb_add } = XLSX.CFB.utils as {
  cfb_new(): Container;
  cfb_add(container: Container, name: string, content: Buffer, options: { unsafe: true }): void;
};
/** SheetJS's reader of such a container, which it exports though its types leave it out. */
const readContainer = (
  XLSX as unknown as { parse_zip(zip: Container, options: XLSX.ParsingOptions): XLSX.WorkBook }
).parse_zip;

/** Entries that turn SheetJS to another format (OpenDocument, Numbers): an .xlsx has none. */
const OTHER_FORMATS = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa'];
/** Every .xlsx has it; without it SheetJS would read a nested `Index.zip` itself, with no ceiling. */
const CONTENT_TYPES = '[content_types].xml';

/** The entries as SheetJS's container, refused unless SheetJS would read them as an .xlsx. */
function xlsxContainer(entries: UnpackedEntry[]): Container {
  const container = cfb_new();
  for (const { name, content } of entries) cfb_add(container, name, content, { unsafe: true });
  // Each path as SheetJS looks one up: without case, with either slash.
  const paths = new Set(
    container.FullPaths.map((path) =>
      path
        .replace(/^Root Entry\//, '')
        .toLowerCase()
        .replace(/\\/g, '/'),
    ),
  );
  if (!paths.has(CONTENT_TYPES) || OTHER_FORMATS.some((name) => paths.has(name))) throw badRequest(NOT_XLSX);
  return container;
}

/** The .xlsx unpacked here within the limit (docs/decisions.md#p70): SheetJS never inflates the upload itself. */
function unpackedXlsx(bytes: Buffer): Container {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw badRequest(NOT_XLSX);
  const entries = zipEntries(bytes);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml')) throw badRequest(NOT_XLSX);
  // Counted by inflating as well as from the size fields: a bomb declares small sizes.
  const unpacked = unpack(bytes, entries, MAX_UNPACKED_BYTES);
  if ('over' in unpacked) throw badRequest(UNPACKS_TOO_LARGE);
  if ('unreadable' in unpacked) throw badRequest(NOT_XLSX);
  return xlsxContainer(unpacked.entries);
}

/** Tab, line feed and carriage return: the only control bytes text has. Binary files carry others. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
const isBinary = (bytes: Buffer) => bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));

/** CSV text in UTF-8, or in Windows-1252 as Excel's plain "CSV" saves it; a byte order mark is dropped. */
function csvText(bytes: Buffer): string {
  if (isBinary(bytes)) throw badRequest(NOT_CSV);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

function readWorkbook(bytes: Buffer, kind: 'csv' | 'xlsx'): XLSX.WorkSheet {
  const options: XLSX.ParsingOptions = {
    dense: true,
    sheetRows: ROWS_TO_READ,
    cellFormula: false,
    cellHTML: false,
  };
  let workbook: XLSX.WorkBook;
  try {
    workbook =
      kind === 'xlsx'
        ? readContainer(unpackedXlsx(bytes), options)
        : // raw: no guessing of numbers or dates, so "0050" and "3/4" stay as typed.
          XLSX.read(csvText(bytes), { ...options, type: 'string', raw: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(kind === 'xlsx' ? NOT_XLSX : NOT_CSV);
  }
  const sheet = workbook.SheetNames[0];
  if (!sheet) throw badRequest(EMPTY_FILE);
  return workbook.Sheets[sheet]!;
}

/** A cell's text as displayed; an error (a formula that failed or was never calculated) reads as blank. */
const cellText = (cell: XLSX.CellObject | undefined): string =>
  !cell || cell.t === 'e' || cell.v === undefined ? '' : String(cell.w ?? cell.v);

export function kindOf(filename: string): 'csv' | 'xlsx' {
  const name = filename.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  throw badRequest(ONLY_CSV_OR_XLSX);
}

/** The non-blank rows of the first sheet. */
export function readSheetRows(bytes: Buffer, filename: string): SheetRow[] {
  const kind = kindOf(filename);
  if (bytes.length === 0) throw badRequest(EMPTY_FILE);
  const data = (readWorkbook(bytes, kind)['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  if (data.length >= ROWS_TO_READ) throw badRequest(TOO_MANY_ROWS);
  const rows: SheetRow[] = [];
  data.forEach((cells, index) => {
    const texts = (cells ?? []).map(cellText);
    if (texts.some((text) => text.trim() !== '')) rows.push({ row: index + 1, cells: texts });
  });
  if (rows.length === 0) throw badRequest(EMPTY_FILE);
  return rows;
}
