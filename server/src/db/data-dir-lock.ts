/**
 * One server per PGlite data folder: PGlite takes no lock of its own, and two processes on one
 * folder would corrupt it silently.
 *
 * On Linux the lock is a socket listening in the abstract namespace under a name made from the
 * folder's real path. The kernel refuses a second listener and frees the name the instant the
 * holder dies, kill -9 included, so a lock is never stale and never taken from a live server whose
 * event loop is busy (docs/decisions.md#p50). Elsewhere a lock file (proper-lockfile) stands in.
 *
 * The socket also reaches the one process holding the folder: a backup command asks the server for
 * a snapshot through it (backup-channel.ts, docs/decisions.md#p83).
 */
import { createHash } from 'node:crypto';
import { mkdir, realpath } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { DataDirError } from './data-dir-error';
import { createPrivately, tightenFolder } from './private-files';

export class DataDirInUseError extends DataDirError {
  constructor(dataDir: string) {
    super(
      `Another Rental Leads server is already using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Releases the lock; safe to call more than once. */
export type ReleaseLock = () => Promise<void>;

/** Answers a process that connects to the lock's socket (Linux only). */
export type LockVisitor = (socket: Socket) => void;

const turnAway: LockVisitor = (socket) => socket.destroy();

/** The abstract socket's name: a fixed prefix and a digest of the folder's real path. */
export function lockName(realDataDir: string): string {
  const digest = createHash('sha256').update(realDataDir).digest('hex').slice(0, 32);
  return `\0rental-leads-data-${digest}`;
}

function listenOn(name: string, visitor: LockVisitor): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(visitor);
    server.once('error', reject);
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', reject);
      // The lock alone must not keep a finished process alive.
      server.unref();
      resolve(server);
    });
  });
}

async function lockWithSocket(
  dataDir: string,
  realDataDir: string,
  visitor: LockVisitor,
): Promise<ReleaseLock> {
  let server: Server;
  try {
    server = await listenOn(lockName(realDataDir), visitor);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirInUseError(dataDir);
    throw error;
  }
  let released: Promise<void> | undefined;
  return () => {
    released ??= new Promise((resolve) => server.close(() => resolve()));
    return released;
  };
}

async function lockWithFile(dataDir: string, realDataDir: string): Promise<ReleaseLock> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(realDataDir, {
      lockfilePath: join(realDataDir, 'server.lock'),
      // A busy event loop must not let a second server judge this lock stale.
      stale: 5 * 60_000,
      update: 30_000,
      onCompromised: (error) => {
        console.error(`The lock on ${dataDir} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
  let released: Promise<void> | undefined;
  return () => {
    released ??= release();
    return released;
  };
}

/**
 * Takes the data folder for this process, creating it when missing, and makes it and everything in it
 * private to this user (private-files.ts); `visitor` answers the lock's socket.
 */
export async function lockDataDir(dataDir: string, visitor: LockVisitor = turnAway): Promise<ReleaseLock> {
  createPrivately();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const realDataDir = await realpath(dataDir);
  const release =
    process.platform === 'linux'
      ? await lockWithSocket(dataDir, realDataDir, visitor)
      : await lockWithFile(dataDir, realDataDir);
  try {
    await tightenFolder(realDataDir);
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
