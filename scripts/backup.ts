/**
 * `npm run backup -- FILE`: writes a backup of DATA_DIR's PGlite database to FILE. While a server runs
 * on the folder the server makes it, consistent between transactions; otherwise this command opens
 * the folder under its lock (docs/decisions.md#p83). With DATABASE_URL it refuses and prints the pg_dump way.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../server/src/config';
import { backupToFile } from '../server/src/db/backup';
import { BackupError } from '../server/src/db/backup-error';
import { DataDirError } from '../server/src/db/data-dir-error';

const USAGE = 'Usage: npm run backup -- FILE   (FILE: where to write the backup, a .tar.gz)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [given] = args;
  if (args.length !== 1 || !given || given.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the project folder; INIT_CWD is where the person typed the command.
  const file = resolve(process.env.INIT_CWD ?? '.', given);
  const config = loadConfig();
  const started = performance.now();
  const { bytes, fromServer } = await backupToFile(config, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = fromServer ? 'made by the server running on it' : 'no server was running on it';
  console.log(
    `Backed up ${config.dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB, ${seconds} s; ${source}).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BackupError || error instanceof DataDirError ? error.message : error);
    process.exit(1);
  },
);
