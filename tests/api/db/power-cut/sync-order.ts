/**
 * The two orders the power-cut test checks in the log of PGlite's file calls (fs-log.ts): each
 * answered commit's WAL record synced before the answer arrived, and each checkpoint's files synced
 * before the control file names it.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  checkpointNamed,
  type FsLog,
  firstWriteOf,
  type LoggedCall,
  lsnOf,
  lsnText,
  piecesOf,
  segmentStart,
  syncedBetween,
  walFile,
} from './fs-log';

const WAL = /^pg_wal\/[0-9A-F]{24}$/;

/**
 * Files PostgreSQL writes without syncing, as nothing needs them after a crash: the relation cache's
 * (deleted then) and pg_subtrans (rebuilt at every start).
 */
const UNSYNCED = /pg_internal\.init|^pg_subtrans\//;

/**
 * The answered transactions (`answered`: xid → when its answer arrived) whose commit record was not on
 * disk by then: read with pg_walinspect from `db`, the folder `pgData` after the run, its WAL kept.
 */
export async function unsyncedCommits(
  log: FsLog,
  db: PGlite,
  pgData: string,
  answered: Map<string, bigint>,
): Promise<string[]> {
  const firstWal = log.calls.find(
    (call): call is Extract<LoggedCall, { kind: 'write' }> => call.kind === 'write' && WAL.test(call.path),
  )!;
  const segment = firstWal.path.slice('pg_wal/'.length);
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  const { rows } = await db.query<{ xid: string; start_lsn: string; end_lsn: string }>(
    `SELECT xid::text AS xid, start_lsn::text, end_lsn::text FROM pg_get_wal_records_info($1, pg_current_wal_lsn())
     WHERE resource_manager = 'Transaction' AND record_type = 'COMMIT'`,
    [lsnText(segmentStart(segment))],
  );
  const commits = new Map(rows.map((row) => [row.xid, row]));
  const files = new Map<string, Buffer>();
  const unsynced: string[] = [];
  for (const [xid, at] of answered) {
    const commit = commits.get(xid);
    if (!commit) {
      unsynced.push(`transaction ${xid}: no commit record in the run's WAL`);
      continue;
    }
    for (const piece of piecesOf(segment.slice(0, 8), lsnOf(commit.start_lsn), lsnOf(commit.end_lsn))) {
      if (!files.has(piece.file)) files.set(piece.file, await walFile(pgData, piece.file));
      const written = firstWriteOf(log, piece, files.get(piece.file)!);
      if (written < 0) unsynced.push(`transaction ${xid}: its commit record was never written`);
      else if (!syncedBetween(log, `pg_wal/${piece.file}`, written, at))
        unsynced.push(`transaction ${xid}: answered before a sync of ${piece.file} after its commit record`);
    }
  }
  return unsynced;
}

/**
 * The checkpoints the control file named, and any file (the WAL's too) with a write not yet synced
 * when it did: a checkpoint must never claim pages the disk lacks. Its other writes, such as the
 * "shutting down" a shutdown checkpoint begins with, name the checkpoint before.
 */
export function checkpointsAhead(log: FsLog): { checkpoints: number; early: string[] } {
  const dirty = new Map<string, number[]>();
  const early: string[] = [];
  let checkpoints = 0;
  let named: bigint | undefined;
  log.calls.forEach((call, index) => {
    if (call.kind === 'write' && call.path === 'global/pg_control') {
      const checkpoint = checkpointNamed(log, call);
      if (named !== undefined && checkpoint !== named) {
        checkpoints += 1;
        for (const [path, writes] of dirty)
          if (writes.length > 0) early.push(`${path} unsynced when pg_control named a checkpoint (${index})`);
      }
      named = checkpoint;
    } else if (call.kind === 'write' && !UNSYNCED.test(call.path)) {
      dirty.set(call.path, [...(dirty.get(call.path) ?? []), index]);
    } else if (call.kind === 'sync-end') {
      const { path, start } = log.syncs.get(call.sync)!;
      dirty.set(
        path,
        (dirty.get(path) ?? []).filter((write) => write > start),
      );
    }
  });
  return { checkpoints, early };
}
