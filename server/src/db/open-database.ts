/** Picks the database from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
import type { Database } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  onIdleError: (error: Error) => void,
): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, onIdleError) : openPglite(options.dataDir);
}
