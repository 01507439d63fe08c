/**
 * The file calls preload.ts logged in PGlite's thread, read back for the checks: which
 * commits' WAL was synced before their answers arrived, and which files each checkpoint synced.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type LoggedCall =
  | { kind: 'write'; path: string; at: number; length: number; bytes?: number }
  | { kind: 'sync-start'; path: string; sync: number }
  | { kind: 'sync-end'; sync: number; at: string }
  | { kind: 'cut'; n: number; at: string; keep: number };

export interface FsLog {
  calls: LoggedCall[];
  /** The bytes written to the WAL and the control file, at each write's `bytes` offset. */
  bytes: Buffer;
  /** For each sync, where it began and ended in `calls`, and when it ended. */
  syncs: Map<number, { path: string; start: number; end: number; endedAt: bigint }>;
}

export async function readFsLog(file: string): Promise<FsLog> {
  const calls = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedCall);
  const syncs: FsLog['syncs'] = new Map();
  const started = new Map<number, { path: string; start: number }>();
  calls.forEach((call, index) => {
    if (call.kind === 'sync-start') started.set(call.sync, { path: call.path, start: index });
    if (call.kind === 'sync-end')
      syncs.set(call.sync, { ...started.get(call.sync)!, end: index, endedAt: BigInt(call.at) });
  });
  return { calls, bytes: await readFile(`${file}.bytes`), syncs };
}

const SEGMENT = 16n * 1024n * 1024n;
/** Segments a WAL "log" number holds: its LSNs' high 32 bits. */
const PER_LOG = (1n << 32n) / SEGMENT;

/** A WAL segment's first LSN, from its file name (timeline, log, segment, 8 hex digits each). */
export function segmentStart(name: string): bigint {
  const log = BigInt(`0x${name.slice(8, 16)}`);
  const segment = BigInt(`0x${name.slice(16, 24)}`);
  return (log * PER_LOG + segment) * SEGMENT;
}

export const lsnText = (lsn: bigint) => `${(lsn >> 32n).toString(16)}/${(lsn & 0xffffffffn).toString(16)}`;

export function lsnOf(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The bytes [from, to) of a WAL file: where in the WAL a commit record lies. */
export interface WalPiece {
  file: string;
  from: number;
  to: number;
}

/** The WAL bytes [start, end) on `timeline`, by segment file. */
export function piecesOf(timeline: string, start: bigint, end: bigint): WalPiece[] {
  const pieces: WalPiece[] = [];
  for (let from = start; from < end; ) {
    const number = from / SEGMENT;
    const to = (number + 1n) * SEGMENT < end ? (number + 1n) * SEGMENT : end;
    const hex = (n: bigint) => n.toString(16).toUpperCase().padStart(8, '0');
    pieces.push({
      file: `${timeline}${hex(number / PER_LOG)}${hex(number % PER_LOG)}`,
      from: Number(from - number * SEGMENT),
      to: Number(to - number * SEGMENT),
    });
    from = to;
  }
  return pieces;
}

/**
 * The first write that put `piece` into the kernel's hands as the WAL now holds it (earlier writes of
 * that page had not got to it yet), by its index in `calls`; -1 if none did.
 */
export function firstWriteOf(log: FsLog, piece: WalPiece, final: Buffer): number {
  const path = `pg_wal/${piece.file}`;
  const expected = final.subarray(piece.from, piece.to);
  return log.calls.findIndex(
    (call) =>
      call.kind === 'write' &&
      call.path === path &&
      call.bytes !== undefined &&
      call.at <= piece.from &&
      call.at + call.length >= piece.to &&
      log.bytes.subarray(call.bytes + piece.from - call.at, call.bytes + piece.to - call.at).equals(expected),
  );
}

/** The first sync of `path` that began after the call at `after` and ended before `before` (a time). */
export function syncedBetween(log: FsLog, path: string, after: number, before: bigint) {
  for (const sync of log.syncs.values())
    if (sync.path === path && sync.start > after && sync.endedAt < before) return sync;
  return undefined;
}

export const walFile = (dataDir: string, file: string) => readFile(join(dataDir, 'pg_wal', file));

/**
 * The checkpoint a write of the control file names: `ControlFileData` holds its LSN after the system
 * identifier, two versions, the state and the time (offset 32).
 */
export function checkpointNamed(log: FsLog, write: Extract<LoggedCall, { kind: 'write' }>): bigint {
  return log.bytes.readBigUInt64LE(write.bytes! + 32 - write.at);
}
