/**
 * Where a download's workbook is written. In a Web Worker, fed page by page as pages arrive, so even
 * 100,000 rows never block the page (the main thread only turns each page into cells). On the main
 * thread, with SheetJS loaded lazily, where no worker can start: tests, a page that refuses workers,
 * or a build served where the worker's file cannot be found.
 */
import { type Cell, workbookBytes } from '../../lib/excel';
import { assembleSheet, type ExportMessage, type ExportReply, type SheetLayout } from './export-sheet';

export interface WorkbookBuilder {
  add: (page: number, rows: Cell[][]) => void;
  finish: (layout: SheetLayout) => Promise<Uint8Array>;
}

function onMainThread(): WorkbookBuilder {
  const pages: Cell[][][] = [];
  return {
    add: (page, rows) => {
      pages[page - 1] = rows;
    },
    finish: (layout) => workbookBytes(assembleSheet(pages, layout)),
  };
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // This exact shape lets Vite bundle the worker (with its own SheetJS) as a file of its own.
    return new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A script from another origin, or a page's Content-Security-Policy, refuses workers.
    return null;
  }
}

/** Messages wait here until the worker says it runs; if it never does, the main thread replays them. */
function inWorker(worker: Worker, signal: AbortSignal): WorkbookBuilder {
  let state: 'starting' | 'running' | 'local' | 'failed' = 'starting';
  const waiting: ExportMessage[] = [];
  const local = onMainThread();
  let failure: unknown = null;
  let answer: {
    resolve: (bytes: Uint8Array | Promise<Uint8Array>) => void;
    reject: (e: unknown) => void;
  } | null = null;

  const stop = (reason: unknown) => {
    state = 'failed';
    failure = reason;
    worker.terminate();
    answer?.reject(reason);
  };
  const replayLocally = (message: ExportMessage) => {
    if ('rows' in message) local.add(message.page, message.rows);
    else answer?.resolve(local.finish(message.layout));
  };
  const send = (message: ExportMessage) => {
    if (state === 'running') worker.postMessage(message);
    else if (state === 'local') replayLocally(message);
    else if (state === 'starting') waiting.push(message);
  };

  worker.onmessage = ({ data }: MessageEvent<ExportReply>) => {
    if ('ready' in data) {
      state = 'running';
      for (const message of waiting.splice(0)) worker.postMessage(message);
      return;
    }
    worker.terminate();
    if ('bytes' in data) answer?.resolve(new Uint8Array(data.bytes));
    else answer?.reject(new Error(data.error));
  };
  worker.onerror = () => {
    if (state !== 'starting') {
      stop(new Error('The export worker stopped'));
      return;
    }
    // Its script never ran (not found, refused): nothing is lost, the pages so far are still here.
    worker.terminate();
    state = 'local';
    for (const message of waiting.splice(0)) replayLocally(message);
  };
  signal.addEventListener('abort', () => stop(signal.reason), { once: true });

  return {
    add: (page, rows) => send({ page, rows }),
    finish: (layout) =>
      new Promise<Uint8Array>((resolve, reject) => {
        answer = { resolve, reject };
        if (state === 'failed') reject(failure);
        else send({ layout });
      }),
  };
}

export function openWorkbook(signal: AbortSignal): WorkbookBuilder {
  const worker = startWorker();
  return worker ? inWorker(worker, signal) : onMainThread();
}
