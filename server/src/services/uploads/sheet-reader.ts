/**
 * The server thread's side of the upload thread (sheet-thread.ts): one thread, started on the first
 * upload and kept, reads one file at a time. Its heap is capped and each file has a time limit, so a
 * file built to exhaust the reader ends that thread, not the server, and the next upload gets a new one.
 */
import { EventEmitter, on } from 'node:events';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import {
  BEYOND_LIMITS,
  type ColumnMapping,
  DEFAULT_PHONE_COUNTRY,
  type PhoneCountry,
} from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { tsWorker } from '../../lib/ts-worker';
import type { CheckedNumberPart } from '../do-not-contact/check-number-rows';
import type { CheckedPart } from './check-rows';
import type { LeadPart, SheetJob, SheetReply } from './sheet-messages';

/** What a job says besides its file: its kind, and for leads the mapping and whether it previews. */
type JobOptions = Pick<SheetJob, 'kind' | 'mapping' | 'preview'>;

/** A file as the upload route received it. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * The upload thread's heap (docs/decisions.md#p70): an honest 100,000-row workbook of 9 to 10 MB was read in
 * 256 MB and not in 192, so twice that. What it unpacks lies outside the heap, capped by zip-entries.ts.
 */
const THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };
const TIME_LIMIT_MS = 120_000;

export class SheetReader {
  private worker: Worker | undefined;
  private lastId = 0;
  /** Files wait for the one before them: the thread reads one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `country` reads numbers written without + and a country code (config PHONE_COUNTRY); `limits` are
   * the thread's heap.
   */
  constructor(
    private readonly country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
    private readonly limits: ResourceLimits = THREAD_LIMITS,
  ) {}

  /**
   * The file's checked rows, a part at a time as the thread checks them (docs/decisions.md#p91): the import writes
   * one part while the next is checked. A refusal (400) is thrown by the first `next()`.
   */
  check(file: UploadedFile, mapping?: ColumnMapping): AsyncGenerator<CheckedPart> {
    return this.parts<CheckedPart>(file, { kind: 'leads', mapping });
  }

  /**
   * The file's checked rows as `check` answers them, the first part with a look at the file (rule
   * D5.7); never refused for a required field left without a column.
   */
  preview(file: UploadedFile, mapping?: ColumnMapping): AsyncGenerator<LeadPart> {
    return this.parts<LeadPart>(file, { kind: 'leads', mapping, preview: true });
  }

  /** A bulk add's numbers for the do-not-contact list (docs/rules/do-not-contact.md#d5.13), read and checked the same way. */
  checkNumbers(file: UploadedFile): AsyncGenerator<CheckedNumberPart> {
    return this.parts<CheckedNumberPart>(file, { kind: 'numbers' });
  }

  private parts<P>(file: UploadedFile, job: JobOptions): AsyncGenerator<P> {
    const parts = new EventEmitter();
    // Listening before the file is sent: no part can come before it.
    const received = on(parts, 'part', { close: ['end'] });
    const turn = this.queue.then(() => this.read(file, job, parts));
    this.queue = turn.catch(() => undefined);
    return partsOf<P>(received);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (!this.worker) {
      const worker = tsWorker(new URL('./sheet-thread.ts', import.meta.url), { resourceLimits: this.limits });
      // An idle reader never keeps the process alive.
      worker.unref();
      worker.once('exit', () => {
        if (this.worker === worker) this.worker = undefined;
      });
      this.worker = worker;
    }
    return this.worker;
  }

  /** Settles once the file's last part (or its refusal) came, whether or not anyone still reads them. */
  private read(file: UploadedFile, job: JobOptions, parts: EventEmitter): Promise<void> {
    const worker = this.thread();
    const id = ++this.lastId;
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', replied).off('error', failed).off('exit', exited);
        if (error) {
          // Nobody listens once the import stopped reading; an unheard 'error' would throw here.
          if (parts.listenerCount('error') > 0) parts.emit('error', error);
          reject(error);
        } else {
          parts.emit('end');
          resolve();
        }
      };
      const replied = (reply: SheetReply) => {
        if (reply.id !== id) return;
        if ('refused' in reply) return settle(new HttpError(reply.refused.statusCode, reply.refused.message));
        parts.emit('part', reply.part);
        if (!reply.part.more) settle();
      };
      const failed = (error: Error) => settle(this.beyondLimits(worker, error));
      const exited = () => failed(new Error('The upload thread stopped'));
      const timer = setTimeout(() => failed(new Error('The upload thread ran out of time')), TIME_LIMIT_MS);
      worker.on('message', replied).on('error', failed).on('exit', exited);
      // A copy is moved: the request's own buffer may be a slice of a larger pool.
      const bytes = new Uint8Array(file.bytes).buffer;
      worker.postMessage(
        { id, filename: file.filename, bytes, country: this.country, ...job } satisfies SheetJob,
        [bytes],
      );
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

async function* partsOf<P>(received: AsyncIterableIterator<unknown[]>): AsyncGenerator<P> {
  for await (const [part] of received) yield part as P;
}
