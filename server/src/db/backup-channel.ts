/**
 * How a backup command gets a dump from the server that holds a PGlite data folder (rule P83): it
 * connects to the folder's lock socket (data-dir-lock.ts), which only the holder listens on, and
 * sends the token the server wrote into the folder. Any local user can reach an abstract socket,
 * so the token, readable only by the folder's owner, is what lets a caller read the database.
 *
 * The server answers one JSON line: `{"snapshot":"<folder>"}`, a consistent copy of the database it
 * made in the data folder for the command to write out and remove, or `{"error":"…"}`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { BackupError } from './backup-error';
import { type LockVisitor, lockName } from './data-dir-lock';

const TOKEN_FILE = 'backup.token';
const SNAPSHOT_PREFIX = 'backup-snapshot-';
const SNAPSHOT_NAME = /^backup-snapshot-[0-9a-f]{16}$/;
/** A caller that connects and says nothing is dropped after this long. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A fresh token in `dataDir/backup.token`, readable by the folder's owner alone. */
export async function writeBackupToken(dataDir: string): Promise<Buffer> {
  const token = randomBytes(32).toString('hex');
  const file = join(dataDir, TOKEN_FILE);
  await rm(file, { force: true });
  await writeFile(file, token, { mode: 0o600, flag: 'wx' });
  return Buffer.from(token);
}

/** A new folder name for a snapshot in `dataDir`. */
export const snapshotFolder = (dataDir: string): string =>
  join(dataDir, `${SNAPSHOT_PREFIX}${randomBytes(8).toString('hex')}`);

/** Removes the snapshots of backup commands that were killed before they removed their own. */
export async function removeSnapshots(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(SNAPSHOT_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/** The lock socket's visitor on a running server: a snapshot for the right token, a refusal otherwise. */
export function answerBackups(token: Buffer, snapshot: () => Promise<string>): LockVisitor {
  return (socket) => {
    // A caller that goes away must not take the server with it.
    socket.on('error', () => socket.destroy());
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let request = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      request = Buffer.concat([request, chunk]);
      const end = request.indexOf('\n');
      if (end === -1 && request.length <= token.length) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      const sent = end === -1 ? request : request.subarray(0, end);
      if (sent.length !== token.length || !timingSafeEqual(sent, token)) {
        socket.end(`${JSON.stringify({ error: 'the backup token does not match this server' })}\n`);
        return;
      }
      snapshot().then(
        (folder) => socket.end(`${JSON.stringify({ snapshot: folder })}\n`),
        (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
      );
    };
    socket.on('data', onData);
  };
}

/** Sends the request and collects the whole answer; the server closes the connection when done. */
function exchange(socket: Socket, request: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.write(request);
  });
}

/**
 * Asks the server holding `dataDir` for a snapshot of its database (Linux: the lock is a socket
 * there); the caller removes the folder once written out.
 */
export async function askServerForSnapshot(dataDir: string): Promise<string> {
  if (process.platform !== 'linux') {
    throw new BackupError(
      `A server is using ${dataDir}. On this system a running server cannot be asked for a backup: stop it, then run the backup again.`,
    );
  }
  const tokenFile = join(dataDir, TOKEN_FILE);
  let token: string;
  try {
    token = (await readFile(tokenFile, 'utf8')).trim();
  } catch (error) {
    throw new BackupError(
      `A server is using ${dataDir}, and its backup token ${tokenFile} cannot be read (${(error as Error).message}). Run the backup as the user the server runs as.`,
    );
  }
  const realDataDir = await realpath(dataDir);
  let answer: Buffer;
  try {
    answer = await exchange(connect({ path: lockName(realDataDir) }), `${token}\n`);
  } catch (error) {
    throw new BackupError(`The server using ${dataDir} could not be reached: ${(error as Error).message}`);
  }
  const end = answer.indexOf('\n');
  if (end === -1) {
    throw new BackupError(
      `The server using ${dataDir} gave no backup: it may be starting or stopping. Run the backup again.`,
    );
  }
  const reply = JSON.parse(answer.subarray(0, end).toString()) as { snapshot?: string; error?: string };
  const folder = reply.snapshot;
  if (!folder) throw new BackupError(`The server using ${dataDir} refused the backup: ${reply.error}`);
  // Whoever answers on the socket, only a snapshot folder of this data folder is read, then removed.
  const parent = await realpath(dirname(folder)).catch(() => undefined);
  if (!SNAPSHOT_NAME.test(basename(folder)) || parent !== realDataDir) {
    throw new BackupError(
      `The server using ${dataDir} answered ${folder}, which is no backup snapshot of it.`,
    );
  }
  return folder;
}
