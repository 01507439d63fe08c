/** Picks the database from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
import type { Database } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** `onBackgroundError` hears of failures outside any query: an idle connection lost, PGlite's thread gone. */
export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; pgliteSharedBuffersMb?: number | undefined },
  onBackgroundError: (error: Error) => void,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, onBackgroundError)
    : openPglite(options.dataDir, onBackgroundError, { sharedBuffersMb: options.pgliteSharedBuffersMb });
}
