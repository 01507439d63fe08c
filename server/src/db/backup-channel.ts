/**
 * How a backup command gets a dump from the server that holds a PGlite data folder (docs/decisions.md#p83): it
 * connects to the folder's lock socket (data-dir-lock.ts), and the two prove to each other that they
 * know the token the server wrote into the folder, readable only by the folder's owner. Any local
 * user can reach an abstract socket, or listen on its name while the server is down, so the token
 * itself never crosses it.
 *
 * The server then answers one JSON line: `{"snapshot":"<folder>"}`, a consistent copy of the database it
 * made in the data folder for the command to write out and remove, or `{"error":"…"}`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** What proves knowledge of the token without showing it: an HMAC of the other side's nonce. */
const proof = (token: Buffer | string, side: 'server' | 'client', nonce: string): Buffer =>
  createHmac('sha256', token).update(`${side} ${nonce}`).digest();

const NONCE = /^[0-9a-f]{32}$/;
/** A nonce, a proof and their separator: a longer line is no client of ours. */
const MAX_PROOF_LINE = 256;
/** The server's answer names a folder or an error. */
const MAX_ANSWER_LINE = 64 * 1024;

/** Reads a socket line by line; a line over `max`, or the end of the socket, is `undefined`. */
function lineReader(socket: Socket, max: number): (max?: number) => Promise<string | undefined> {
  let buffered = '';
  let ended = false;
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1');
    waiting?.();
  });
  socket.on('close', () => {
    ended = true;
    waiting?.();
  });
  return async (longest = max) => {
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end !== -1 && end <= longest) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        return line;
      }
      if (ended || buffered.length > longest) return undefined;
      await new Promise<void>((resolve) => {
        waiting = resolve;
      });
      waiting = undefined;
    }
  };
}

const refuse = (socket: Socket) =>
  socket.end(`${JSON.stringify({ error: 'the backup token does not match this server' })}\n`);

/**
 * The lock socket's visitor on a running server: a snapshot for a caller that proves it holds the
 * token, a refusal otherwise. Each side proves it to the other and the token never crosses the
 * socket: any local user can listen on an abstract name, and a backup command must not hand the
 * token to one squatting it while the server is down (docs/decisions.md#p95).
 */
export function answerBackups(token: Buffer, snapshot: () => Promise<string>): LockVisitor {
  return (socket) => {
    // A caller that goes away must not take the server with it.
    socket.on('error', () => socket.destroy());
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    const next = lineReader(socket, MAX_PROOF_LINE);
    const serverNonce = randomBytes(16).toString('hex');
    const answer = async () => {
      const clientNonce = await next();
      if (clientNonce === undefined || !NONCE.test(clientNonce)) return refuse(socket);
      socket.write(`${serverNonce} ${proof(token, 'server', clientNonce).toString('hex')}\n`);
      const sent = Buffer.from((await next()) ?? '', 'hex');
      const expected = proof(token, 'client', serverNonce);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return refuse(socket);
      socket.setTimeout(0);
      snapshot().then(
        (folder) => socket.end(`${JSON.stringify({ snapshot: folder })}\n`),
        (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
      );
    };
    void answer();
  };
}

/** The client's side of answerBackups: the server's answer line, once each side has proved the token. */
async function exchange(socket: Socket, token: string, dataDir: string): Promise<string | undefined> {
  const failed = new Promise<never>((_, reject) => socket.once('error', reject));
  const next = lineReader(socket, MAX_PROOF_LINE);
  const clientNonce = randomBytes(16).toString('hex');
  socket.write(`${clientNonce}\n`);
  const [serverNonce = '', serverProof = ''] = ((await Promise.race([next(), failed])) ?? '').split(' ');
  const sent = Buffer.from(serverProof, 'hex');
  const expected = proof(token, 'server', clientNonce);
  if (!NONCE.test(serverNonce) || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    socket.destroy();
    throw new BackupError(
      `The process listening on the lock of ${dataDir} could not prove it is the server using that folder, so the backup token was not sent. Another local user may hold the lock's name: find it with \`ss -xlp | grep rental-leads-data\`.`,
    );
  }
  socket.write(`${proof(token, 'client', serverNonce).toString('hex')}\n`);
  return Promise.race([next(MAX_ANSWER_LINE), failed]);
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
  let answer: string | undefined;
  try {
    answer = await exchange(connect({ path: lockName(realDataDir) }), token, dataDir);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The server using ${dataDir} could not be reached: ${(error as Error).message}`);
  }
  if (answer === undefined) {
    throw new BackupError(
      `The server using ${dataDir} gave no backup: it may be starting or stopping. Run the backup again.`,
    );
  }
  const reply = JSON.parse(answer) as { snapshot?: string; error?: string };
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
