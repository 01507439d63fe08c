/**
 * The data folder is private to the server's user (docs/decisions.md#p95), whatever the umask: the attack it
 * stops is another local user reading a pending reset link in the outbox, or reading and writing the
 * database's files, to take over any account. The server, `npm run backup` and `npm run restore` run
 * in processes of their own started with umask 000, on a folder an earlier version left open to all.
 * As root, a second user (nobody, through setpriv) tries what the attacker did. PGlite whatever
 * DATABASE_URL says: the folders are this file's own.
 */
import { execFile } from 'node:child_process';
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, pathTo } from '../../src/contract';
import { pgliteTemplate, runScript } from './support';
import { type ServerProcess, startServerProcess } from './support/server-process';

const SUPERADMIN_EMAIL = 'owner@private.test';
const { DATABASE_URL: _url, ...baseEnv } = process.env;
const envFor = (dataDir: string): NodeJS.ProcessEnv => ({
  ...baseEnv,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SUPERADMIN_EMAIL,
  SUPERADMIN_PASSWORD: 'a-long-enough-password',
});
const OPEN_TO_ALL = '000';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rental-leads-private-'));
  // Like /srv: anyone may pass through to the data folder, so only its own modes protect it.
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) that its group or others may read, write or enter. */
async function sharedPaths(dir: string): Promise<string[]> {
  const shared: string[] = [];
  const visit = async (path: string) => {
    const stat = await lstat(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) shared.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return shared;
}

/** Opens every folder and file under `dir` to all, as an earlier version's PGlite left them. */
async function openToAll(dir: string): Promise<void> {
  await chmod(dir, 0o777);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(path);
    else await chmod(path, 0o666);
  }
}

/** Runs `command` as the user nobody, as a second local user would; resolves with how it ended. */
async function asNobody(command: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await promisify(execFile)('setpriv', [
      '--reuid=65534',
      '--regid=65534',
      '--clear-groups',
      'sh',
      '-c',
      command,
    ]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: (error as { stderr?: string }).stderr ?? '' };
  }
}

/** The modes a gzipped tar's entries carry (ustar: octal at offset 100). */
function tarModes(file: Buffer): number[] {
  const tar = gunzipSync(file);
  const modes: number[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    modes.push(Number.parseInt(header.toString('latin1', 100, 107), 8));
    const size = Number.parseInt(header.toString('latin1', 124, 135), 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return modes;
}

async function waitForOutboxFile(outbox: string): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const names = await readdir(outbox).catch(() => []);
    const mail = names.find((name) => name.includes(SUPERADMIN_EMAIL));
    if (mail) return join(outbox, mail);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset mail reached the outbox');
}

describe('a data folder under umask 000, left open to all by an earlier version', () => {
  const dataDir = () => join(root, 'data');
  let server: ServerProcess;
  let resetMail: string;

  beforeAll(async () => {
    await cp(await pgliteTemplate(), join(dataDir(), 'pglite'), { recursive: true });
    await mkdir(join(dataDir(), 'outbox'));
    await writeFile(join(dataDir(), 'outbox', 'older-reset.txt'), 'To: someone\n\nhttp://reset-link\n');
    await openToAll(dataDir());
    server = await startServerProcess(envFor(dataDir()), { umask: OPEN_TO_ALL });
    const response = await fetch(`${server.base}${pathTo(authApi.forgetPassword)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPERADMIN_EMAIL }),
    });
    expect(response.status).toBe(200);
    resetMail = await waitForOutboxFile(join(dataDir(), 'outbox'));
  }, 90_000);
  afterAll(() => server?.stop());

  it('is private to the server user once it runs: folders, database files, outbox, token', async () => {
    expect(await readFile(resetMail, 'utf8')).toContain('reset');
    expect(await sharedPaths(dataDir())).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)(
    'keeps a second local user from the reset link and the database files',
    async () => {
      const targets = [
        resetMail,
        join(dataDir(), 'outbox', 'older-reset.txt'),
        join(dataDir(), 'pglite', 'global', 'pg_control'),
        join(dataDir(), 'backup.token'),
      ];
      for (const target of targets) {
        expect(await asNobody(`cat '${target}'`), target).toMatchObject({ ok: false });
        expect(await asNobody(`echo taken >> '${target}'`), target).toMatchObject({ ok: false });
      }
      expect(await asNobody(`ls '${dataDir()}'`)).toMatchObject({ ok: false });
      // The same user can: the refusals above are the modes', not a broken probe.
      expect(await asNobody(`cat /etc/hostname`)).toMatchObject({ ok: true });
    },
  );

  it('writes a backup whose file and entries are private, and restores it private', async () => {
    const file = join(root, 'private.tar.gz');
    const made = await runScript('backup', [file], envFor(dataDir()), { umask: OPEN_TO_ALL });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect((await lstat(file)).mode & 0o777).toBe(0o600);
    const modes = tarModes(await readFile(file));
    expect(modes.length).toBeGreaterThan(100);
    expect(modes.filter((mode) => mode & 0o077)).toEqual([]);

    const target = join(root, 'restored');
    const restored = await runScript('restore', [file], envFor(target), { umask: OPEN_TO_ALL });
    expect(restored.code).toBe(0);
    expect(await sharedPaths(target)).toEqual([]);
  }, 90_000);
});
