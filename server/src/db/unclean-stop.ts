/**
 * Whether PostgreSQL last stopped without shutting down (a crash, a kill, a power cut), read from its
 * control file before PGlite opens the folder: opening replays the WAL and clears it. Such a start is
 * checked (docs/decisions.md#p112): the statistics counted in memory were lost with the process.
 */
import fs from 'node:fs';
import { join } from 'node:path';

/**
 * `ControlFileData` opens with the system identifier (8 bytes), two version numbers (4 each), then
 * the cluster's state, a C enum, little-endian in WebAssembly: 1 shut down, 2 shut down in recovery.
 */
const STATE_OFFSET = 16;
const SHUT_DOWN = new Set([1, 2]);

export function stoppedUncleanly(pgData: string): boolean {
  let control: Buffer;
  try {
    control = fs.readFileSync(join(pgData, 'global', 'pg_control'));
  } catch (error) {
    // A folder PGlite has not made yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  return !SHUT_DOWN.has(control.readInt32LE(STATE_OFFSET));
}
