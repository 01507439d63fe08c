/**
 * Where a download's file is made. In a Web Worker, handed the export's body as it arrives (a
 * transferred stream): it reads, converts and writes everything, so even 100,000 rows never block the
 * page, which only hears progress. On the main thread, with SheetJS loaded lazily, where no worker can
 * start or take the stream: tests, a page that refuses workers, a build served where the worker's file
 * cannot be found, a browser that cannot transfer streams.
 */
import { loadPhone, phoneCountry } from '../../lib/phone';
import { type ExportEvent, type ExportMessage, type ExportReply, sheetFromExport } from './export-sheet';
import type { SheetKind } from './sheet-kinds';

export interface FileMaker {
  /** The file's bytes from the export's body, or null when it holds no rows. */
  make: (
    body: ReadableStream<Uint8Array>,
    sheet: SheetKind,
    onEvent: (event: ExportEvent) => void,
  ) => Promise<Uint8Array | null>;
}

interface Job extends Pick<ExportMessage, 'body' | 'sheet'> {
  onEvent: (event: ExportEvent) => void;
  resolve: (bytes: Uint8Array | null | Promise<Uint8Array | null>) => void;
  reject: (error: unknown) => void;
}

// The rows' numbers are written formatted: the phone metadata first (src/lib/phone.ts).
const makeLocally = async ({ body, sheet, onEvent }: Omit<Job, 'resolve' | 'reject'>) => {
  const [xlsx] = await Promise.all([import('xlsx'), loadPhone()]);
  return sheetFromExport(body, sheet, xlsx, onEvent);
};

const onMainThread = (): FileMaker => ({
  make: (body, sheet, onEvent) => makeLocally({ body, sheet, onEvent }),
});

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

/** The body waits here until the worker says it runs; if it never does, the main thread makes the file. */
function inWorker(worker: Worker, signal: AbortSignal): FileMaker {
  let state: 'starting' | 'running' | 'local' | 'failed' = 'starting';
  let failure: unknown = null;
  let job: Job | null = null;

  const stop = (reason: unknown) => {
    state = 'failed';
    failure = reason;
    worker.terminate();
    job?.reject(reason);
  };
  const local = () => {
    worker.terminate();
    state = 'local';
    job?.resolve(makeLocally(job));
  };
  const post = ({ body, sheet }: Job) => {
    try {
      worker.postMessage({ body, sheet, phoneCountry: phoneCountry() } satisfies ExportMessage, {
        transfer: [body],
      });
    } catch {
      // A browser that cannot transfer a stream refuses it here, before anything was read.
      local();
    }
  };

  worker.onmessage = ({ data }: MessageEvent<ExportReply>) => {
    if ('ready' in data) {
      state = 'running';
      if (job) post(job);
    } else if ('event' in data) {
      job?.onEvent(data.event);
    } else {
      worker.terminate();
      if ('file' in data) job?.resolve(data.file && new Uint8Array(data.file));
      else job?.reject(new Error(data.error));
    }
  };
  worker.onerror = () => {
    if (state !== 'starting') {
      stop(new Error('The export worker stopped'));
      return;
    }
    // Its script never ran (not found, refused): the body, if it came yet, is still here, unread.
    local();
  };
  signal.addEventListener('abort', () => stop(signal.reason), { once: true });

  return {
    make: (body, sheet, onEvent) =>
      new Promise<Uint8Array | null>((resolve, reject) => {
        job = { body, sheet, onEvent, resolve, reject };
        if (state === 'failed') reject(failure);
        else if (state === 'running') post(job);
        else if (state === 'local') local();
      }),
  };
}

/**
 * Starts the worker at once, so its script loads while the server counts the rows. A download
 * cancelled while this module loaded starts none: its signal will never fire again to end it.
 */
export function openFileMaker(signal: AbortSignal): FileMaker {
  signal.throwIfAborted();
  const worker = startWorker();
  return worker ? inWorker(worker, signal) : onMainThread();
}
