/**
 * A list's Download (docs/decisions.md#p71): every row the current filters match, streamed by
 * the list's export in one request and made into the file off the page (workbook-builder.ts), with
 * its progress, then saved as {prefix}_{timestamp}.xlsx, the sheet of its kind. Cancel stops it at any
 * point, on the server too: the request is aborted, and the server stops reading when it sees that.
 * The code that makes the file (its columns, the worker's starter) loads on the first click: a list
 * shows without it, and most visits never download (docs/benchmarks.md: no element above 100 KB gzip).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { localize } from '../../contract/i18n';
import { alreadyToasted, toastError, toastSuccess, toastWarning } from '../../core/toaster';
import { saveFile, stampedFileName } from '../../lib/excel';
import { downloadCatalog } from '../../locales/download';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import type { ExportEvent } from './export-sheet';
import type { SheetKind } from './sheet-kinds';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'fetching'; received: number; total: number; estimated: boolean }
  | { phase: 'building'; total: number };

export interface ExportSource {
  /** The export's body for the list as it is filtered now (LeadList.exportRows). */
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  /** Whose columns the file has; those whose `when` no row meets are left out, as on screen. */
  sheet: SheetKind;
  /** The file name before `_{timestamp}.xlsx`. */
  filePrefix: string;
  /** The list on screen already says there is nothing: warn without asking the server. */
  knownEmpty: boolean;
  /**
   * The warning when no row matches, the list's own message (NO_RENTAL_DATA, NO_AUDIT_DATA): passed
   * in, so a list loads its area's contract and not every list's (docs/benchmarks.md: no element above 100 KB).
   */
  nothingToDownload: string;
}

const IDLE: ExportState = { phase: 'idle' };

const stateOf = (event: ExportEvent): ExportState =>
  'building' in event
    ? { phase: 'building', total: event.building }
    : { phase: 'fetching', ...event.fetching };

export function useExport({ open, sheet, filePrefix, knownEmpty, nothingToDownload }: ExportSource) {
  const t = useT(downloadCatalog);
  const language = useLanguage();
  // The list's own warning, in the reader's language when the list's catalog holds it.
  const nothing = localize(language, nothingToDownload);
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
      toastWarning(nothing);
      return;
    }
    const own = new AbortController();
    running.current = own;
    // After a cancel, a late answer must neither touch the screen nor save a file.
    const current = () => running.current === own;
    setState({ phase: 'fetching', received: 0, total: 0, estimated: false });
    try {
      // The file's maker loads, then starts its worker, while the server counts the rows.
      const [maker, body] = await Promise.all([
        import('./workbook-builder').then(({ openFileMaker }) => openFileMaker(own.signal)),
        open(own.signal),
      ]);
      const bytes = await maker.make(body, sheet, (event) => current() && setState(stateOf(event)));
      if (!current()) return;
      if (!bytes) {
        toastWarning(nothing);
        return;
      }
      saveFile(bytes, stampedFileName(filePrefix));
      toastSuccess(t('download.started'));
    } catch (error) {
      // Whichever step failed (the request, the body cut short, the file), the user is told the file failed.
      if (current() && !alreadyToasted(error)) toastError(t('download.failed'));
    } finally {
      // Stops whatever is left (the request, a worker with nothing to write).
      own.abort();
      if (current()) {
        running.current = null;
        setState(IDLE);
      }
    }
  };

  return { state, start, cancel };
}
