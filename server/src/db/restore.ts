/**
 * `npm run restore`'s work (docs/decisions.md#p83): a data folder's PGlite database from a backup file. The file
 * is unpacked as it streams into a staging folder beside the database (unpack-backup.ts), and PGlite
 * opens it there on its own thread (a damaged folder fails that thread, not this process); only a
 * database that opened and holds Rental Leads' migrations is renamed into place, so a bad file never
 * leaves a half-written one.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError, postgresRefusal } from './backup-error';
import { lockDataDir } from './data-dir-lock';
import { syncFolder } from './durable-fs';
import { PgliteClient } from './pglite-client';
import { unpackBackup } from './unpack-backup';

/** A stopped thread also fails the request waiting on it, which reports it. */
const reportedByRequest = () => {};

/** Opens the database unpacked in `staging` and checks it is a Rental Leads one; PGlite closes it cleanly. */
async function openRestored(staging: string, file: string): Promise<void> {
  let client: PgliteClient;
  try {
    client = await PgliteClient.open(staging, reportedByRequest);
  } catch (error) {
    throw new BackupError(`${file} holds no database PGlite can open: ${(error as Error).message}`);
  }
  try {
    await client.query('SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1');
  } catch {
    throw new BackupError(`${file} holds a database, but not a Rental Leads one (it has no migrations).`);
  } finally {
    await client.close();
  }
}

export async function restoreFromFile(
  options: { databaseUrl: string | undefined; dataDir: string },
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl) throw postgresRefusal('restore');
  // Taking the lock refuses a folder a server holds, and keeps one from starting on it meanwhile.
  const release = await lockDataDir(dataDir);
  try {
    const target = join(dataDir, 'pglite');
    if (existsSync(join(target, 'PG_VERSION')) && !force) {
      throw new BackupError(
        `${dataDir} already holds a database. Restore into another DATA_DIR, or add --force to replace it.`,
      );
    }
    const staging = join(dataDir, 'pglite.restoring');
    const replaced = join(dataDir, 'pglite.replaced');
    await rm(staging, { recursive: true, force: true });
    try {
      await unpackBackup(file, staging);
      await openRestored(staging, file);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    // The unpacked files are on disk before the rename names them the database, and the rename is on
    // disk before the restore reports it done, so a power cut after that leaves the whole new database.
    syncFolder(staging);
    await rm(replaced, { recursive: true, force: true });
    if (existsSync(target)) await rename(target, replaced);
    await rename(staging, target);
    syncFolder(dataDir, false);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await release();
  }
}
