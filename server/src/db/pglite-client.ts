/**
 * The server thread's handle on the PGlite thread (pglite-thread.ts): the part of PGlite's interface
 * drizzle's PGlite session calls, `query` and `transaction`, each statement sent as a message.
 */
import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { tsWorker } from '../lib/ts-worker';
import {
  fromErrorData,
  type Opened,
  type PgliteSettings,
  type Reply,
  type Request,
  type ThreadData,
} from './pglite-messages';

export type { PgliteSettings };

import { rowModeOf } from './pglite-text-types';

export interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type Pending = { resolve(result: unknown): void; reject(error: Error): void };

export class PgliteClient implements Queryable {
  private readonly pending = new Map<number, Pending>();
  private idleWaiters: (() => void)[] = [];
  private lastId = 0;
  private closing = false;
  private stopped: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    onStopped: (error: Error) => void,
    /** PostgreSQL had stopped uncleanly and opening replayed its WAL (docs/decisions.md#p112). */
    readonly recovered: boolean,
  ) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.stop(error, onStopped));
    worker.on('exit', (code) =>
      this.stop(new Error(`The database thread stopped (exit code ${code})`), onStopped),
    );
  }

  /**
   * Starts the thread and resolves once PGlite is open in `dataDir`. `onStopped` hears of a thread that
   * stops without being closed; every query then fails with its error.
   */
  static open(
    dataDir: string,
    onStopped: (error: Error) => void,
    settings: PgliteSettings = {},
  ): Promise<PgliteClient> {
    const worker = tsWorker(new URL('./pglite-thread.ts', import.meta.url), {
      workerData: { dataDir, ...settings } satisfies ThreadData,
    });
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', opened).off('error', reject).off('exit', exited);
      };
      const opened = (message: Opened) => {
        settle();
        if (message.opened) return resolve(new PgliteClient(worker, onStopped, message.recovered));
        void worker.terminate();
        reject(fromErrorData(message.error));
      };
      const exited = (code: number) => {
        settle();
        reject(new Error(`The database thread stopped before PGlite opened (exit code ${code})`));
      };
      worker.once('message', opened).once('error', reject).once('exit', exited);
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.run(sql, params, options);
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const transaction = await this.send<number>({ op: 'begin' });
    const tx: Queryable = {
      query: async (sql, params = [], options) => this.run(sql, params, options, transaction),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.send({ op: 'end', transaction, commit: true });
    return result;
  }

  /** Copies the data folder into `into`, consistent at a checkpoint between transactions. */
  async snapshot(into: string): Promise<void> {
    await this.send({ op: 'snapshot', into });
  }

  /** Statements sent to the thread and not answered yet: the queue behind PGlite's one connection (metrics). */
  get queued(): number {
    return this.pending.size;
  }

  /** Resolves once every statement sent so far has been answered. */
  whenIdle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Closes PGlite and waits for its thread to end. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    await this.send({ op: 'close' });
    await exited;
  }

  private run<T>(sql: string, params: unknown[], options?: QueryOptions, transaction?: number) {
    return this.send<Results<T>>({ op: 'query', sql, params, rowMode: rowModeOf(options), transaction });
  }

  private send<T>(request: DistributiveOmit<Request, 'id'>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      // Posted first: parameters that cannot be cloned throw here and reject this promise alone.
      this.worker.postMessage({ ...request, id });
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    });
  }

  private settle(reply: Reply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ('error' in reply) pending.reject(fromErrorData(reply.error));
    else pending.resolve(reply.result);
    if (this.pending.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private stop(error: Error, onStopped: (error: Error) => void) {
    if (this.stopped) return;
    this.stopped = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    // Nothing is queued any more: a caller waiting for that goes on, and meets the error on its next query.
    for (const resolve of this.idleWaiters.splice(0)) resolve();
    if (!this.closing) onStopped(error);
  }
}

/** The PGlite client under a drizzle handle, or undefined on PostgreSQL (its pool has no single queue). */
export function pgliteClientOf(db: unknown): PgliteClient | undefined {
  const client = (db as { $client?: unknown } | undefined)?.$client;
  return client instanceof PgliteClient ? client : undefined;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
