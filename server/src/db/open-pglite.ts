/** Opens the embedded PGlite database in the data folder, refusing a folder another process holds. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import { type Database, migrationsFolder } from './database';
import { withFixedParsers } from './fixed-parsers';
import * as schema from './schema';

/** PGlite takes no lock of its own: two processes on one folder would corrupt it silently. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Rental Leads server is already using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: join(dataDir, 'server.lock') });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

export async function openPglite(dataDir: string): Promise<Database> {
  const release = await lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    // Extensions the migrations create must be loaded into PGlite first (lead search uses pg_trgm).
    client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
    // drizzle's session calls only `query` and `transaction` on its client.
    const db = drizzle({ client: withFixedParsers(client) as unknown as PGlite, schema });
    await migrate(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      close: async () => {
        await opened.close();
        await release();
      },
    };
  } catch (error) {
    await client?.close();
    await release();
    throw error;
  }
}
