/**
 * An import written as an unpublished batch (docs/rules/uploads.md#d5.7): each part is its own short transaction, so on
 * PGlite's one connection no other request waits behind a whole import; the leads stay hidden from
 * every read (`isPublished`) until `publishBatch` deletes the batch's row, one short statement; and
 * a failed or abandoned batch has its leads deleted, a part at a time too.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { letOthersRun } from '../../db/let-others-run';
import { firstRow, rowsOf } from '../../db/raw-rows';

/** A batch untouched this long lost its writer (a part takes seconds at most): a sweep removes it. */
export const STALE_BATCH_MS = 2 * 60_000;

/**
 * Leads written per transaction at most. Each write holds PGlite's one connection: a thousand rows take
 * 0.1–0.3 s at 1,000,000 leads on a quiet machine, so no other request waits long behind an import
 * (docs/rules/uploads.md#d5.7).
 */
const WRITE_ROWS = 1_000;

/**
 * An import's first rows reach index pages nobody read lately, several times slower a row: a first
 * thousand rows took 0.6–1 s of the connection, and a list page sent meanwhile waited that long. They
 * are written a quarter as many at a time, so each of those transactions is as short as a warm one.
 */
const COLD_WRITE_ROWS = 250;
const COLD_ROWS = 2_000;

/**
 * How long one write may hold PGlite's one connection (docs/decisions.md#p91). On a busy machine, list
 * pages sent during an import of thousand-row writes waited up to 0.4–0.6 s (docs/benchmarks.md): each
 * write is sized from the pace of the one before.
 */
const WRITE_BUDGET_MS = 200;
const MIN_WRITE_ROWS = 100;

/**
 * The sizes of an import's writes, over all its parts. Paced (on PGlite), each write after the first is
 * as many rows as the last write's pace fits in WRITE_BUDGET_MS, between MIN_WRITE_ROWS and the cap
 * above; on PostgreSQL a write holds no one up, and keeps the cap.
 */
export class WritePace {
  private written = 0;
  private rowsPerMs: number | undefined;

  constructor(private readonly paced: boolean) {}

  /** The import's `leads` in the slices each transaction writes, each sized when it is due. */
  *slices<T>(leads: T[]): Generator<T[]> {
    for (let from = 0; from < leads.length; ) {
      const size = this.nextSize();
      yield leads.slice(from, from + size);
      from += size;
    }
  }

  /** A write of `rows` held the connection `ms`. */
  wrote(rows: number, ms: number): void {
    this.written += rows;
    this.rowsPerMs = rows / Math.max(ms, 1);
  }

  private nextSize(): number {
    const cap = this.written < COLD_ROWS ? COLD_WRITE_ROWS : WRITE_ROWS;
    if (!this.paced || this.rowsPerMs === undefined) return cap;
    return Math.max(MIN_WRITE_ROWS, Math.min(cap, Math.floor(this.rowsPerMs * WRITE_BUDGET_MS)));
  }
}

/** Leads deleted per statement when a batch is removed: each delete as short as a write. */
const DISCARD_ROWS = 1_000;

/** Thrown when a sweep took the batch away while it was being written. */
export class BatchGone extends Error {}

export async function openBatch(db: Db, now: Date): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`INSERT INTO pending_imports (id, started_at, touched_at) VALUES (${id}, ${now}, ${now})`,
  );
  return id;
}

/**
 * Runs `write` for one part in a transaction that first moves the batch's clock on; the batch's row
 * stays locked until it commits, so a sweep marking it waits, and a batch already marked refuses.
 */
export async function writePart<T>(
  db: Db,
  batch: string,
  now: Date,
  write: (tx: Db) => Promise<T>,
): Promise<{ written: T; heldMs: number }> {
  await letOthersRun(db);
  const started = performance.now();
  const written = await db.transaction(async (tx) => {
    const live = await firstRow(
      tx,
      sql`UPDATE pending_imports SET touched_at = ${now} WHERE id = ${batch} AND NOT discarding RETURNING id`,
    );
    if (!live) throw new BatchGone(`import ${batch} was removed while it was written`);
    return write(tx);
  });
  return { written, heldMs: performance.now() - started };
}

/**
 * Makes the batch's leads visible in `tx`: its row deleted, and what its leads count added to the
 * report counters, which skipped them while pending. False when a sweep had taken it.
 */
export async function publishBatch(tx: Db, batch: string): Promise<boolean> {
  const gone = await firstRow(
    tx,
    sql`DELETE FROM pending_imports WHERE id = ${batch} AND NOT discarding RETURNING id`,
  );
  if (!gone) return false;
  await tx.execute(sql`SELECT report_import_published(${batch})`);
  return true;
}

/**
 * Deletes the batch's leads a part at a time, then the batch itself. Each part locks the batch's row
 * first, so two removals of one batch (a sweep in each process) take turns, and the row goes only once
 * no lead of it is left: a lead of a batch without its row would be visible.
 */
export async function discardBatch(db: Db, batch: string): Promise<void> {
  await db.execute(sql`UPDATE pending_imports SET discarding = true WHERE id = ${batch}`);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const held = await firstRow(tx, sql`SELECT id FROM pending_imports WHERE id = ${batch} FOR UPDATE`);
      if (!held) return true;
      const removed = await rowsOf(
        tx,
        sql`DELETE FROM rentals WHERE id IN (
          SELECT id FROM rentals WHERE import_id = ${batch} LIMIT ${DISCARD_ROWS}) RETURNING id`,
      );
      if (removed.length > 0) return false;
      await tx.execute(sql`DELETE FROM pending_imports WHERE id = ${batch}`);
      return true;
    });
    if (done) return;
  }
}

/** Removes the batches whose writer is gone (a crash, a stopped process); answers how many. */
export async function sweepStaleBatches(db: Db, now: Date): Promise<number> {
  const stale = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM pending_imports WHERE discarding OR touched_at < ${new Date(now.getTime() - STALE_BATCH_MS)}`,
  );
  for (const { id } of stale) await discardBatch(db, id);
  return stale.length;
}
