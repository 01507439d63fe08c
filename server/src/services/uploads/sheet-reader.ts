/**
 * The server thread's side of the upload thread (sheet-thread.ts): one thread, started on the first
 * upload and kept, reads one file at a time. Its heap is capped and each file has a time limit, so a
 * file built to exhaust the reader ends that thread, not the server, and the next upload gets a new one.
 */
import type { Worker } from 'node:worker_threads';
import { BEYOND_LIMITS, DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { tsWorker } from '../../lib/ts-worker';
import type { CheckedRows } from './check-rows';
import type { SheetReply } from './sheet-messages';

/** A file as the upload route received it. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** An honest 100,000-row workbook takes about 300 MB of heap to read. */
const HEAP_MB = 1024;
const TIME_LIMIT_MS = 120_000;

export class SheetReader {
  private worker: Worker | undefined;
  private lastId = 0;
  /** Files wait for the one before them: the thread reads one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  /** `country` reads numbers written without + and a country code (config PHONE_COUNTRY). */
  constructor(private readonly country: PhoneCountry = DEFAULT_PHONE_COUNTRY) {}

  check(file: UploadedFile): Promise<CheckedRows> {
    const turn = this.queue.then(() => this.read(file));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (!this.worker) {
      const worker = tsWorker(new URL('./sheet-thread.ts', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      });
      // An idle reader never keeps the process alive.
      worker.unref();
      worker.once('exit', () => {
        if (this.worker === worker) this.worker = undefined;
      });
      this.worker = worker;
    }
    return this.worker;
  }

  private read(file: UploadedFile): Promise<CheckedRows> {
    const worker = this.thread();
    const id = ++this.lastId;
    return new Promise<CheckedRows>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', replied).off('error', failed).off('exit', exited);
      };
      const replied = (reply: SheetReply) => {
        if (reply.id !== id) return;
        settle();
        if ('checked' in reply) resolve(reply.checked);
        else reject(new HttpError(reply.refused.statusCode, reply.refused.message));
      };
      const failed = (error: Error) => {
        settle();
        reject(this.beyondLimits(worker, error));
      };
      const exited = () => failed(new Error('The upload thread stopped'));
      const timer = setTimeout(() => failed(new Error('The upload thread ran out of time')), TIME_LIMIT_MS);
      worker.on('message', replied).on('error', failed).on('exit', exited);
      // A copy is moved: the request's own buffer may be a slice of a larger pool.
      const bytes = new Uint8Array(file.bytes).buffer;
      worker.postMessage({ id, filename: file.filename, bytes, country: this.country }, [bytes]);
    });
  }

  /** The thread is ended and replaced on the next upload; the uploader hears a 400. */
  private beyondLimits(worker: Worker, cause: Error): HttpError {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
    const refusal = badRequest(BEYOND_LIMITS);
    refusal.cause = cause;
    return refusal;
  }
}
