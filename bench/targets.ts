/**
 * The databases a bench runs on: a PGlite folder (kept with BENCH_DATA_DIR), or a throwaway PostgreSQL
 * database; and the server on one of them in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../server/src/db/database';
import { openPglite } from '../server/src/db/open-pglite';
import { openPostgres } from '../server/src/db/open-postgres';

export interface Target {
  name: string;
  dataDir: string;
  /** A folder kept for the next run (BENCH_DATA_DIR), which must end as it began. */
  kept?: boolean;
  databaseUrl?: string;
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

/** `prefix` names the temporary folders and databases, so two benches never share one. */
export async function pgliteTarget(prefix: string): Promise<Target> {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? (await mkdtemp(join(tmpdir(), `${prefix}-`)));
  return {
    name: 'PGlite',
    dataDir,
    kept: kept !== undefined,
    open: () => openPglite(dataDir),
    cleanUp: async () => {
      if (!kept) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(serverUrl: string, prefix: string): Promise<Target> {
  const name = `${prefix.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-pg-`));
  return {
    name: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    open: () => openPostgres(url.toString(), (error) => console.error(error)),
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm start`'s server (server/src/server.ts) in a process of its own, as deployed. */
export interface ServerProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** Starts the server on `target`'s database, serving the build in `distDir`; resolves once it listens. */
export async function startServerProcess(
  target: Target,
  options: { distDir: string; superAdmin: { email: string; password: string } },
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      DIST_DIR: options.distDir,
      PUBLIC_URL: url,
      SUPERADMIN_EMAIL: options.superAdmin.email,
      SUPERADMIN_PASSWORD: options.superAdmin.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) ready();
    });
  });
  child.stdout!.resume();
  return {
    url,
    process: child,
    stop: () =>
      new Promise((stopped) => {
        child.removeAllListeners('exit');
        child.once('exit', () => stopped());
        child.kill('SIGTERM');
      }),
  };
}
