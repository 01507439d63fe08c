import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/src/db/data-dir-lock';
import type { Database } from '../../server/src/db/database';
import { openPglite } from '../../server/src/db/open-pglite';
import { pgliteTemplate, serverCommand } from './support';

let dataDir: string;
let first: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rental-leads-lock-'));
  await cp(await pgliteTemplate(), dataDir, { recursive: true });
  first = await openPglite(dataDir);
});
afterAll(async () => {
  await first.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the real start command and collects how it ends. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = serverCommand();
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** Starts hold-data-dir.ts on a folder and resolves once the child holds its lock. */
function holdDataDir(folder: string, blockMs?: number): Promise<ChildProcess> {
  const args = [
    '--import',
    'tsx',
    'tests/api/support/hold-data-dir.ts',
    folder,
    ...(blockMs ? [String(blockMs)] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`hold-data-dir exited with ${code}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('one server per PGlite data folder', () => {
  it('refuses a second opening in the same process', async () => {
    await expect(openPglite(dataDir)).rejects.toThrow(
      `Another Rental Leads server is already using ${dataDir}`,
    );
  });

  it('makes a second server process exit with the message', async () => {
    const { DATABASE_URL: _unused, ...env } = process.env;
    const result = await startServer({ ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`Another Rental Leads server is already using ${dataDir}`);
  });

  it('keeps the folder of a server whose event loop is blocked', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rental-leads-lock-busy-'));
    const holder = await holdDataDir(folder, 3_000);
    try {
      await expect(lockDataDir(folder)).rejects.toThrow(
        `Another Rental Leads server is already using ${folder}`,
      );
    } finally {
      holder.kill('SIGKILL');
      await exited(holder);
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('frees the folder the moment its holder is killed', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rental-leads-lock-killed-'));
    const holder = await holdDataDir(folder);
    holder.kill('SIGKILL');
    await exited(holder);
    const release = await lockDataDir(folder);
    await release();
    await rm(folder, { recursive: true, force: true });
  });

  it('lets the same folder be opened again once released', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rental-leads-lock-again-'));
    const release = await lockDataDir(folder);
    await release();
    await release();
    const again = await lockDataDir(folder);
    await again();
    await rm(folder, { recursive: true, force: true });
  });
});

describe('a setting the server cannot start with', () => {
  it.each([
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX must be a whole number of at least 1, got "0"'],
    ['PHONE_COUNTRY', 'XX', 'PHONE_COUNTRY must be a two-letter country code such as US, got "XX"'],
  ])('%s=%s stops the start with one line naming it', async (name, value, message) => {
    const { DATABASE_URL: _unused, ...env } = process.env;
    const result = await startServer({ ...env, DATA_DIR: dataDir, PORT: '0', [name]: value });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(message);
  });
});
