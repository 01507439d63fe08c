/**
 * Everything under DATA_DIR is private to the user the server runs as (docs/decisions.md#p50): the database's
 * files, the mail outbox with its reset links, the backup token, snapshots and restores. Another
 * local user who could read a reset link, or write the database's files, could take over any
 * account, so this holds whatever the umask the server was started with.
 */
import type * as NodeFs from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { DataDirError } from './data-dir-error';

/** The permission bits of the group and of others. */
const SHARED_BITS = 0o077;

export class DataDirNotPrivateError extends DataDirError {
  constructor(path: string, cause: Error) {
    super(
      `Cannot make ${path} private to this user (${cause.message}). Give it to the user the server runs as (chown -R) and start again.`,
    );
    this.name = 'DataDirNotPrivateError';
  }
}

/** New files and folders of this process get no group or other bits (the umask is the process's own). */
export function createPrivately(): void {
  // Worker threads may not set the umask; the main thread's applies to them too.
  if (isMainThread) process.umask(process.umask() | SHARED_BITS);
}

async function tighten(path: string, mode: number): Promise<void> {
  if ((mode & SHARED_BITS) === 0) return;
  try {
    await chmod(path, mode & 0o7700 & ~SHARED_BITS);
  } catch (error) {
    throw new DataDirNotPrivateError(path, error as Error);
  }
}

/**
 * Takes the group and other bits off `dir` and everything below it, as an earlier version or another
 * umask left them. Links are not followed: what they point to is not ours to change.
 */
export async function tightenFolder(dir: string): Promise<void> {
  const stat = await lstat(dir);
  if (stat.isSymbolicLink()) return;
  await tighten(dir, stat.mode);
  if (!stat.isDirectory()) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await tightenFolder(path);
    else if (entry.isFile()) await tighten(path, (await lstat(path)).mode);
  }
}

/**
 * PGlite's file system sets each file it creates to 0666 with chmod, which no umask narrows: in the
 * database's own thread, every chmod it makes drops the group and other bits.
 */
export function chmodPrivately(fs: typeof NodeFs): void {
  const chmodSync = fs.chmodSync;
  const fchmodSync = fs.fchmodSync;
  // A mode given as a string is octal, as chmod(1) reads it.
  const narrowed = (mode: NodeFs.Mode) =>
    (typeof mode === 'string' ? Number.parseInt(mode, 8) : mode) & ~SHARED_BITS;
  fs.chmodSync = (path, mode) => chmodSync(path, narrowed(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, narrowed(mode));
}
