import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openPglite } from '../../server/src/db/open-pglite';
import { pgliteTemplate } from './fresh-database';

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
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
});
