/**
 * `npm run backup`'s work (docs/decisions.md#p83): a backup file of the PGlite database in a data folder, from a
 * snapshot the server holding the folder makes when one runs, else from the folder under its lock.
 */
import { existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { askServerForSnapshot } from './backup-channel';
import { BackupError, postgresRefusal } from './backup-error';
import { writeBackup } from './backup-file';
import { DataDirInUseError, lockDataDir, type ReleaseLock } from './data-dir-lock';

/** Writes the backup to `file` (whole or not at all) and says whether a running server made it. */
export async function backupToFile(
  options: { databaseUrl: string | undefined; dataDir: string },
  file: string,
): Promise<{ bytes: number; fromServer: boolean }> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl) throw postgresRefusal('backup');
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(
      `${dataDir} holds no Rental Leads database to back up (set DATA_DIR to its folder).`,
    );
  }
  let release: ReleaseLock | undefined;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
  }
  // Under the lock no process writes the folder: it is written out as it is, and a folder a server
  // left behind by crashing is then recovered by PostgreSQL when the backup is opened.
  const folder = release ? join(dataDir, 'pglite') : await askServerForSnapshot(dataDir);
  const partial = `${file}.partial-${process.pid}`;
  try {
    await writeBackup(folder, partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`Cannot write ${file}: ${(error as Error).message}`);
  } finally {
    if (release) await release();
    else await rm(folder, { recursive: true, force: true });
  }
  return { bytes: (await stat(file)).size, fromServer: !release };
}
