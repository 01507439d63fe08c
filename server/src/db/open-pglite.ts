/**
 * Opens the embedded PGlite database in the data folder, on its own thread (pglite-thread.ts),
 * refusing a folder another process holds (data-dir-lock.ts), migrates it and applies its functions
 * (sql-functions.ts), and answers backup commands on the lock's socket once the database is ready
 * (backup-channel.ts).
 */
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { answerBackups, removeSnapshots, snapshotFolder, writeBackupToken } from './backup-channel';
import { type LockVisitor, lockDataDir } from './data-dir-lock';
import { type Database, migrationsFolder } from './database';
import { PgliteClient, type PgliteSettings } from './pglite-client';
import * as schema from './schema';
import { applySqlFunctions } from './sql-functions';

/**
 * `onStopped` hears of a database thread that stopped without being closed; by default the process
 * fails, as nothing can go on without its database.
 */
export async function openPglite(
  dataDir: string,
  onStopped: (error: Error) => void = (error) => {
    throw error;
  },
  settings: PgliteSettings = {},
): Promise<Database> {
  // Until the database is open and migrated, a backup command is turned away and told to retry.
  let visitor: LockVisitor | undefined;
  const release = await lockDataDir(dataDir, (socket) => (visitor ? visitor(socket) : socket.destroy()));
  let client: PgliteClient | undefined;
  try {
    client = await PgliteClient.open(join(dataDir, 'pglite'), onStopped, settings);
    // drizzle's PGlite session calls only `query` and `transaction` on its client.
    const db = drizzle({ client: client as unknown as PGlite, schema });
    await migrate(db, { migrationsFolder });
    await applySqlFunctions(db);
    const opened = client;
    await removeSnapshots(dataDir);
    visitor = answerBackups(await writeBackupToken(dataDir), async () => {
      const into = snapshotFolder(dataDir);
      await opened.snapshot(into);
      return into;
    });
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
