/** The databases a bench runs on: a PGlite folder (kept with BENCH_DATA_DIR), or a throwaway PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
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
