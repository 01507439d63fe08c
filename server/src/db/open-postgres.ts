/**
 * Opens a node-postgres pool on DATABASE_URL, migrates under an advisory lock and applies the
 * functions (sql-functions.ts), which take a lock of their own.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, migrationsFolder } from './database';
import * as schema from './schema';
import { applySqlFunctions } from './sql-functions';

/** Any fixed number: every process of this product takes the same lock before migrating. */
const MIGRATION_LOCK = 724_051_801;

/** Processes starting together would otherwise both try to apply the same migration. */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client losing its connection emits 'error'; unhandled, it would crash the process.
  pool.on('error', onIdleError);
  const db = drizzle(pool, { schema });
  try {
    await migrateLocked(pool);
    await applySqlFunctions(db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}
