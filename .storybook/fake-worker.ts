/**
 * A Worker for stories and tests where the page has none (happy-dom). It runs the export worker's
 * own handler (src/screens/lead-table/export-sheet.ts) with the same SheetJS, answering in later
 * tasks as a worker does, so the page's worker path (wait for ready, stream pages, receive the bytes,
 * terminate) runs for real.
 */
import * as XLSX from 'xlsx';
import type { Cell } from '../src/lib/excel';
import { type ExportMessage, exportHandler } from '../src/screens/lead-table/export-sheet';

export interface FakeWorkerLog {
  /** The rows of every page posted, by page number. */
  pages: Map<number, Cell[][]>;
  /** How many layouts (requests for the file) were posted. */
  finished: number;
  terminated: number;
}

/** `unreachable`: the worker's script never loads (served elsewhere, refused), so it only fires `error`. */
export function installFakeWorker({ unreachable = false } = {}): { log: FakeWorkerLog; restore: () => void } {
  const log: FakeWorkerLog = { pages: new Map(), finished: 0, terminated: 0 };
  const later = (fn: () => void) => setTimeout(fn, 0);

  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    private alive = true;
    private readonly handle = exportHandler(XLSX);

    constructor() {
      later(() => {
        if (unreachable) this.onerror?.(new ErrorEvent('error'));
        else this.answer({ ready: true });
      });
    }

    postMessage(message: ExportMessage) {
      if ('rows' in message) log.pages.set(message.page, message.rows);
      else log.finished += 1;
      later(() => {
        const reply = this.alive ? this.handle(message) : null;
        if (reply) this.answer(reply);
      });
    }

    terminate() {
      if (this.alive) log.terminated += 1;
      this.alive = false;
    }

    private answer(data: unknown) {
      if (this.alive) this.onmessage?.(new MessageEvent('message', { data }));
    }
  }

  const had = Object.hasOwn(globalThis, 'Worker');
  const original = globalThis.Worker;
  globalThis.Worker = FakeWorker as unknown as typeof Worker;
  return {
    log,
    restore: () => {
      if (had) globalThis.Worker = original;
      else Reflect.deleteProperty(globalThis, 'Worker');
    },
  };
}
