/**
 * After an erasure or a retention run (docs/rules/client-data.md#d13.6): the old values leave the
 * database's files. An UPDATE leaves the old row version's bytes in its table page and index pages,
 * and a VACUUM only marks that space free, so each table an erasure writes is rewritten whole
 * (VACUUM FULL: its heap, TOAST and indexes in new files; the old files are emptied at once). ANALYZE
 * then samples each table afresh: the statistics catalog keeps sampled values (most common values,
 * histogram bounds), so it is rewritten after. On PGlite the write-ahead log still holds the old
 * values: after a checkpoint the old segments are needed no more, and PostgreSQL renames them into
 * future segments (recycled, their bytes kept) rather than deleting them, so those future segments
 * are deleted and the log switched to a new one, twice around a checkpoint: the folder then holds
 * only the new segment, written after the rewrite. On PostgreSQL the log, its archive and any replica
 * are the operator's.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';

/** The tables an erasure writes (anonymise.ts), and the search rows its trigger rewrites. */
export const ERASED_TABLES = [
  'rentals',
  'rental_search',
  'closed_rentals',
  'deal_images',
  'messages',
  'lead_returns',
  'lead_corrections',
  'audit_entries',
] as const;

/** A WAL segment's file name: timeline, log and segment, 24 hex digits that sort in order. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Deletes the segments after the one being written: recycled old ones, or one made ahead, which
 * PostgreSQL makes again when it needs it. In the caller's transaction, so no other statement writes
 * to the log meanwhile (PGlite runs one at a time).
 */
async function dropFutureSegments(tx: Db, walFolder: string): Promise<void> {
  const at = await firstRow<{ current: string }>(
    tx,
    sql`SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS current`,
  );
  const ahead = (await readdir(walFolder)).filter((name) => WAL_SEGMENT.test(name) && name > at!.current);
  await Promise.all(ahead.map((name) => rm(join(walFolder, name), { force: true })));
}

/** `walFolder`: PGlite's `pg_wal`, whose old segments are dropped; none on PostgreSQL. */
export async function rewriteErasedTables(db: Db, walFolder?: string): Promise<void> {
  // One statement at a time, so requests queued meanwhile run between them.
  for (const table of ERASED_TABLES) {
    await db.execute(sql.raw(`VACUUM FULL ${table}`));
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
  // On PostgreSQL only its owner (a superuser) rewrites it: a warning otherwise, and the operator's.
  await db.execute(sql`VACUUM FULL pg_statistic`);
  if (!walFolder) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`CHECKPOINT`);
    await dropFutureSegments(tx, walFolder);
    await tx.execute(sql`SELECT pg_switch_wal()`);
    await tx.execute(sql`CHECKPOINT`);
    await dropFutureSegments(tx, walFolder);
  });
}
