/**
 * `npm run restore -- FILE [--force]`: writes DATA_DIR's PGlite database from a backup file. Refuses
 * while a server holds the folder, and a folder that has a database unless --force (docs/decisions.md#p83). With
 * DATABASE_URL it refuses and prints the pg_restore way.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../server/src/config';
import { failureMessage } from '../server/src/db/backup-error';
import { restoreFromFile } from '../server/src/db/restore';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (--force replaces the database in DATA_DIR)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => arg !== '--force');
  const [given] = files;
  if (files.length !== 1 || !given || given.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the project folder; INIT_CWD is where the person typed the command.
  const file = resolve(process.env.INIT_CWD ?? '.', given);
  const config = loadConfig();
  const started = performance.now();
  await restoreFromFile(config, file, { force: args.includes('--force') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${file} into ${config.dataDir} (${seconds} s). Start the server on it with \`npm start\`.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(failureMessage('restore', error));
    process.exit(1);
  },
);
