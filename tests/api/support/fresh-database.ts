/**
 * A fresh, migrated database for each test server. PGlite: a copy of one template data folder
 * (a cold PGlite start runs initdb, 3–5 s; a copy opens in well under a second). PostgreSQL
 * (DATABASE_URL set, as in CI's second run): a uniquely named database on that server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { migrationsFolder } from '../../../server/src/db/database';
import { openPglite } from '../../../server/src/db/open-pglite';
import { readSqlFunctions } from '../../../server/src/db/sql-functions';

/**
 * Test folders go to memory when the machine has a tmpfs there: a copy of the template then costs a
 * tenth of a disk copy, and PGlite's writes never reach the disk.
 */
const testRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

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
      const database = await openPglite(building);
      await database.close();
      await rename(building, template);
    }
  } finally {
    await release();
  }
  return template;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(join(testRoot, 'rental-leads-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await cp(await pgliteTemplate(), dataDir, { recursive: true });
    return { dataDir, databaseUrl: undefined, drop: removeDataDir };
  }
  const name = `rl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // A closed pool's clients may still be saying goodbye: dropped under them, the server's
        // termination notice reaches a client no pool listens to any more, an uncaught error. Wait
        // (briefly) for them to leave; FORCE is for what never does.
        for (let wait = 0; wait < 40; wait++) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await removeDataDir();
    },
  };
}
