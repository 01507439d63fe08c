/**
 * A list's Download (decisions D5): every row the current filters match, fetched 100 at a time (each
 * page read on from the cursor the last one ended on) with its progress, each page turned into the
 * cells of the list's columns and handed to the workbook as it lands, then saved as
 * {prefix}_{timestamp}.xlsx, sheet "Rentals". Cancel stops it at any point.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EXPORT_SHEET, MAX_PAGE_SIZE, NO_RENTAL_DATA } from '../../contract';
import { alreadyToasted, toastError, toastSuccess, toastWarning } from '../../core/toaster';
import { DOWNLOAD_FAILED, DOWNLOAD_STARTED, saveFile, stampedFileName } from '../../lib/excel';
import type { Column } from './columns';
import { type CursorPage, walkPages } from './walk-pages';
import { openWorkbook } from './workbook-builder';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'fetching'; received: number; total: number; estimated: boolean }
  | { phase: 'building'; total: number };

export interface ExportSource<T> {
  /** One page of the list as it is filtered now: the first, or the one after `cursor`. */
  fetchPage: (cursor: string | undefined, limit: number, signal: AbortSignal) => Promise<CursorPage<T>>;
  /** The list's columns; those whose `when` no row meets are left out, as on screen. */
  columns: readonly Column<T>[];
  /** The file name before `_{timestamp}.xlsx`. */
  filePrefix: string;
  /** The list on screen already says there is nothing: warn without asking the server. */
  knownEmpty: boolean;
}

const IDLE: ExportState = { phase: 'idle' };

export function useExport<T>({ fetchPage, columns, filePrefix, knownEmpty }: ExportSource<T>) {
  const [state, setState] = useState<ExportState>(IDLE);
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops the export: nobody is there to receive the file.
  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);

  const start = async () => {
    if (knownEmpty) {
      toastWarning(NO_RENTAL_DATA);
      return;
    }
    const own = new AbortController();
    running.current = own;
    // After a cancel, a late answer must neither touch the screen nor save a file.
    const current = () => running.current === own;
    const book = openWorkbook(own.signal);
    const shown = columns.map((column) => !column.when);
    setState({ phase: 'fetching', received: 0, total: 0, estimated: false });
    try {
      const received = await walkPages((cursor) => fetchPage(cursor, MAX_PAGE_SIZE, own.signal), {
        pageSize: MAX_PAGE_SIZE,
        signal: own.signal,
        onPage: (page, rows) => {
          columns.forEach((column, i) => {
            shown[i] ||= rows.some((row) => column.when?.(row));
          });
          book.add(
            page,
            rows.map((row) => columns.map((column) => column.text(row))),
          );
        },
        onProgress: (progress) => current() && setState({ phase: 'fetching', ...progress }),
      });
      if (!current()) return;
      if (received === 0) {
        toastWarning(NO_RENTAL_DATA);
        return;
      }
      setState({ phase: 'building', total: received });
      const keep = columns.flatMap((_, i) => (shown[i] ? [i] : []));
      const headers = keep.map((i) => columns[i]?.header ?? '');
      const bytes = await book.finish({ name: EXPORT_SHEET, headers, keep });
      if (!current()) return;
      saveFile(bytes, stampedFileName(filePrefix));
      toastSuccess(DOWNLOAD_STARTED);
    } catch (error) {
      // One file from many calls: whichever step failed, the user is told the file failed (spec section 8).
      if (current() && !alreadyToasted(error)) toastError(DOWNLOAD_FAILED);
    } finally {
      // Stops whatever is left (pages in flight, a worker with nothing to write).
      own.abort();
      if (current()) {
        running.current = null;
        setState(IDLE);
      }
    }
  };

  return { state, start, cancel };
}
