/**
 * A fresh, migrated database for each test server. PGlite: a copy of one template data folder
 * (a cold PGlite start runs initdb, 3–5 s; a copy opens in well under a second). PostgreSQL
 * (DATABASE_URL set, as in CI's second run): a uniquely named database on that server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { migrationsFolder } from '../../../server/src/db/database';
import { openPglite } from '../../../server/src/db/open-pglite';
import { openPostgres } from '../../../server/src/db/open-postgres';
import { startFromShippedCluster } from '../../../server/src/db/shipped-cluster';
import { readSqlFunctions } from '../../../server/src/db/sql-functions';

const BUILT_CLUSTER = fileURLToPath(new URL('../../../dist-server/pglite-cluster/', import.meta.url));

/**
 * Test folders go to memory when the machine has a tmpfs there: a copy of the template then costs a
 * tenth of a disk copy, and PGlite's writes never reach the disk.
 */
const testRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** PostgreSQL databases of the pool, dropped by the suite's teardown: `rl_pool_<run>_<id>`. */
export const POOLED_DATABASE_PREFIX = 'rl_pool_';

export interface FreshDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * The template is keyed by the migrations, the SQL functions' files and PGlite's version, so a
 * schema or function change makes a new one.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  for (const { file, statement } of await readSqlFunctions()) hash.update(file).update(statement);
  const pglite = JSON.parse(
    await readFile(
      new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      'utf8',
    ),
  );
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}

/** Test files run in parallel workers: the first builds the template, the others wait for it. */
export async function pgliteTemplate(): Promise<string> {
  const template = join(testRoot, `rental-leads-test-template-${await templateKey()}`);
  if (existsSync(template)) return template;
  const release = await lockfile.lock(template, {
    realpath: false,
    lockfilePath: `${template}.lock`,
    retries: { retries: 120, minTimeout: 250, maxTimeout: 250 },
  });
  try {
    if (!existsSync(template)) {
      const building = `${template}.building`;
      await rm(building, { recursive: true, force: true });
      // From the cluster the run's build made (tests/support/server-build.ts), as a new data folder of the
      // server starts: initdb is seconds of it. Opening it migrates and applies what the build missed.
      await startFromShippedCluster(join(building, 'pglite'), BUILT_CLUSTER);
      const database = await openPglite(building);
      await database.close();
      await rename(building, template);
    }
  } finally {
    await release();
  }
  return template;
}

/**
 * A pooled database lives as long as its worker (support/app-pool.ts): its folder goes when the worker
 * exits, its PostgreSQL database in the suite's teardown (support/drop-pooled.ts), named for the run.
 */
async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A closed pool's clients may still be saying goodbye: dropped or renamed under them, the server's
 * termination notice reaches a client no pool listens to any more, an uncaught error. Wait (briefly)
 * for them to leave; a DROP's FORCE is for what never does.
 */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let wait = 0; wait < 40; wait++) {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Any fixed number: the workers building the PostgreSQL template take turns on it. */
const TEMPLATE_LOCK = 724_051_802;

/**
 * On PostgreSQL, a migrated database with its functions that `CREATE DATABASE … TEMPLATE` copies in a
 * fraction of the time migrations take; the first worker builds it, the others wait on a lock.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `rl_template_${await templateKey()}`;
  await withClient(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openPostgres(url.toString(), () => {});
      await database.close();
      await untilUnused(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

export interface FreshOptions {
  /** Lives as long as the worker (support/app-pool.ts). */
  pooled?: boolean;
  /** False: no migration yet, for a test that migrates an older release's database itself. */
  migrated?: boolean;
}

export async function freshDatabase({
  pooled = false,
  migrated = true,
}: FreshOptions = {}): Promise<FreshDatabase> {
  const run = process.env.RL_TEST_RUN;
  const prefix = pooled && run ? `rental-leads-test-pool-${run}-` : 'rental-leads-test-';
  const dataDir = await mkdtemp(join(testRoot, prefix));
  if (pooled) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (migrated) await cp(await pgliteTemplate(), dataDir, { recursive: true });
    return { dataDir, databaseUrl: undefined, drop: removeDataDir };
  }
  const name = `${pooled && run ? `${POOLED_DATABASE_PREFIX}${run}_` : 'rl_test_'}${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${await postgresTemplate(serverUrl)}` : '';
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    async drop() {
      await withClient(serverUrl, async (client) => {
        await untilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      await removeDataDir();
    },
  };
}
