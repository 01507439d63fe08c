/**
 * The PGlite thread: owns the embedded database and runs every statement the server sends it. PGlite
 * is single-threaded WebAssembly; on the server's own thread each statement stopped all HTTP work
 * (parsing, auth, JSON) until it finished. Here the two run side by side on two cores.
 *
 * A transaction stays open across messages: `begin` answers once PGlite has begun it (other
 * statements then wait, as on one connection), its statements carry its number, and `end` commits
 * or rolls it back.
 */
import fs from 'node:fs';
import { cp } from 'node:fs/promises';
import { basename } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, DurableFs } from './durable-fs';
import { fastBytea } from './pglite-bytea';
import { type Opened, type Reply, type Request, type ThreadData, toErrorData } from './pglite-messages';
import { keepTextTypes } from './pglite-text-types';
import { chmodPrivately } from './private-files';
import { startFromShippedCluster } from './shipped-cluster';
import { stoppedUncleanly } from './unclean-stop';

chmodPrivately(fs);

const port = parentPort!;
const { dataDir, sharedBuffersMb } = workerData as ThreadData;
const startParams = sharedBuffersMb
  ? [...DURABLE_START_PARAMS, '-c', `shared_buffers=${sharedBuffersMb}MB`]
  : DURABLE_START_PARAMS;

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
}

const transactions = new Map<number, OpenTransaction>();
/** Settles when PGlite has committed or rolled back a transaction: with the error a commit met, if any. */
const endings = new Map<number, Promise<unknown>>();
let lastTransaction = 0;

function begin(pg: PGlite): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((opened, failed) => {
    const ended = pg
      .transaction(async (tx) => {
        const decided = new Promise<boolean>((decide) => transactions.set(id, { tx, decide }));
        opened(id);
        if (!(await decided)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          endings.delete(id);
          failed(error);
          return error === ROLLBACK ? undefined : error;
        },
      );
    endings.set(id, ended);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  const ended = endings.get(id);
  if (!open || !ended) throw new Error(`Transaction ${id} is not open`);
  transactions.delete(id);
  endings.delete(id);
  open.decide(commit);
  const error = await ended;
  if (error) throw error;
}

function query(pg: PGlite, request: Extract<Request, { op: 'query' }>) {
  const on = request.transaction === undefined ? pg : transactions.get(request.transaction)?.tx;
  if (!on) throw new Error(`Transaction ${request.transaction} is not open`);
  return on.query(request.sql, request.params, { rowMode: request.rowMode });
}

/** A WAL segment's file name: timeline, log and segment, 24 hex digits that sort in order. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies the data folder into `into`, consistent and ready to open (docs/decisions.md#p83). PGlite's `transaction`
 * waits for any open transaction to end and holds every other statement until its callback returns,
 * and single-user PostgreSQL has no background writer: nothing touches the files meanwhile. CHECKPOINT
 * first writes every committed change into them, so the copy opens without replaying WAL, and needs
 * only the segments from the checkpoint's redo point on; the ones after the insert position are
 * recycled files (hundreds of MB after a bulk write), left out.
 */
function snapshot(pg: PGlite, into: string): Promise<void> {
  return pg.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const {
      rows: [wal],
    } = await tx.query<{ redo: string; current: string }>(
      `SELECT pg_walfile_name(redo_lsn) AS redo, pg_walfile_name(pg_current_wal_insert_lsn()) AS current
       FROM pg_control_checkpoint()`,
    );
    const needed = (name: string) => !WAL_SEGMENT.test(name) || (name >= wal!.redo && name <= wal!.current);
    await cp(dataDir, into, { recursive: true, filter: (source) => needed(basename(source)) });
  });
}

async function serve(pg: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return query(pg, request);
    case 'begin':
      return begin(pg);
    case 'end':
      return end(request.transaction, request.commit);
    case 'snapshot':
      return snapshot(pg, request.into);
    case 'close':
      return pg.close();
  }
}

async function main() {
  let pg: PGlite;
  let files: DurableFs;
  let recovered: boolean;
  try {
    await startFromShippedCluster(dataDir);
    recovered = stoppedUncleanly(dataDir);
    files = new DurableFs(dataDir);
    // Extensions the migrations create must be loaded into PGlite first (lead search uses pg_trgm).
    pg = await PGlite.create({ fs: files, startParams, extensions: { pg_trgm } });
    keepTextTypes(pg);
    fastBytea(pg);
  } catch (error) {
    port.postMessage({ opened: false, error: toErrorData(error) } satisfies Opened);
    return;
  }
  port.on('message', async (request: Request) => {
    let reply: Reply;
    try {
      reply = { id: request.id, result: await serve(pg, request) };
    } catch (error) {
      reply = { id: request.id, error: toErrorData(error) };
    }
    // No answer leaves before the WAL written until then is on disk: a commit's, and any a read may
    // have seen (docs/decisions.md#p112). A failed sync stops the thread, as it stops PostgreSQL.
    try {
      await files.wal.durable();
    } catch (error) {
      port.postMessage({ id: request.id, error: toErrorData(error) } satisfies Reply);
      throw error;
    }
    try {
      port.postMessage(reply);
    } catch (error) {
      // A result that cannot be cloned (structured clone) is this query's failure, not the thread's.
      port.postMessage({ id: request.id, error: toErrorData(error) } satisfies Reply);
    }
    if (request.op === 'close') port.close();
  });
  port.postMessage({ opened: true, recovered } satisfies Opened);
}

void main();
