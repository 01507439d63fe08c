/**
 * A Worker for stories and tests where the page has none (happy-dom). It runs the export worker's
 * own code (src/screen-parts/download/export-sheet.ts) with the same SheetJS on the body it is handed,
 * answering in later tasks as a worker does, so the page's worker path (wait for ready, hand over the
 * body, hear progress, receive the bytes, terminate) runs for real.
 */
import * as XLSX from 'xlsx';
import { type ExportMessage, type ExportReply, runExport } from '../src/screen-parts/download/export-sheet';

export interface FakeWorkerLog {
  /** The sheet of every export handed over, and whether its body came in the transfer list. */
  exports: { sheet: string; transferred: boolean }[];
  /** How many progress events it sent back. */
  events: number;
  /** How many files it sent back. */
  files: number;
  terminated: number;
}

/** `unreachable`: the worker's script never loads (served elsewhere, refused), so it only fires `error`. */
export function installFakeWorker({ unreachable = false } = {}): { log: FakeWorkerLog; restore: () => void } {
  const log: FakeWorkerLog = { exports: [], events: 0, files: 0, terminated: 0 };
  const later = (fn: () => void) => setTimeout(fn, 0);

  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    private alive = true;

    constructor() {
      later(() => {
        if (unreachable) this.onerror?.(new ErrorEvent('error'));
        else this.answer({ ready: true });
      });
    }

    postMessage(message: ExportMessage, options?: StructuredSerializeOptions) {
      log.exports.push({
        sheet: message.sheet,
        transferred: options?.transfer?.includes(message.body) === true,
      });
      later(() => void runExport(XLSX, message, (answer) => later(() => this.answer(answer))));
    }

    terminate() {
      if (this.alive) log.terminated += 1;
      this.alive = false;
    }

    private answer(data: ExportReply) {
      if (!this.alive) return;
      if ('event' in data) log.events += 1;
      if ('file' in data) log.files += 1;
      this.onmessage?.(new MessageEvent('message', { data }));
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
