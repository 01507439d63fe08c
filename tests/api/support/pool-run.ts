/**
 * Global setup of the suites that pool apps (support/app-pool.ts): names the run, so that its pooled
 * databases can be found when it ends, and removes them then. A worker removes its own folders as it
 * exits; a worker that was killed leaves them to this.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { POOLED_DATABASE_PREFIX } from './fresh-database';

export default function setup() {
  const run = randomBytes(4).toString('hex');
  // The workers are started after this, with this process's environment.
  process.env.RL_TEST_RUN = run;
  return async function teardown() {
    const root = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const left = (await readdir(root)).filter((name) => name.startsWith(`rental-leads-test-pool-${run}-`));
    await Promise.all(left.map((name) => rm(join(root, name), { recursive: true, force: true })));
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${POOLED_DATABASE_PREFIX}${run}_`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
