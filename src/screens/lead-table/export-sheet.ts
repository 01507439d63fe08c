/**
 * How a download's rows travel to the code that writes the file, in a worker or not: pages of cells
 * as they arrive (any order), then the layout; and the one function both sides use to answer.
 */
import type * as Xlsx from 'xlsx';
import { type Cell, type SheetData, writeWorkbook } from '../../lib/excel';

/** The sheet's name, its headers, and which cells of each row it keeps (columns no row needed are dropped). */
export interface SheetLayout {
  name: string;
  headers: string[];
  keep: number[];
}

export type ExportMessage = { page: number; rows: Cell[][] } | { layout: SheetLayout };

/** `ready` once the worker runs; then the file's bytes, or why they could not be made. */
export type ExportReply = { ready: true } | { bytes: ArrayBuffer } | { error: string };

export const assembleSheet = (
  pages: readonly Cell[][][],
  { name, headers, keep }: SheetLayout,
): SheetData => ({
  name,
  rows: [headers, ...pages.flat().map((row) => keep.map((i) => row[i] ?? ''))],
});

/** Keeps the pages it is given and, given the layout, answers the workbook's bytes (null until then). */
export function exportHandler(xlsx: typeof Xlsx): (message: ExportMessage) => ExportReply | null {
  const pages: Cell[][][] = [];
  return (message) => {
    if ('rows' in message) {
      pages[message.page - 1] = message.rows;
      return null;
    }
    try {
      const bytes = writeWorkbook(xlsx, assembleSheet(pages, message.layout));
      return { bytes: bytes.buffer as ArrayBuffer };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
}
