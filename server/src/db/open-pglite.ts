/**
 * Opens the embedded PGlite database in the data folder, on its own thread (pglite-thread.ts),
 * refusing a folder another process holds.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import { type Database, migrationsFolder } from './database';
import { PgliteClient } from './pglite-client';
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

/**
 * `onStopped` hears of a database thread that stopped without being closed; by default the process
 * fails, as nothing can go on without its database.
 */
export async function openPglite(
  dataDir: string,
  onStopped: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<Database> {
  const release = await lockDataDir(dataDir);
  let client: PgliteClient | undefined;
  try {
    client = await PgliteClient.open(join(dataDir, 'pglite'), onStopped);
    // drizzle's PGlite session calls only `query` and `transaction` on its client.
    const db = drizzle({ client: client as unknown as PGlite, schema });
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
