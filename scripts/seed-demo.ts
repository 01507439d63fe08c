/**
 * `npm run seed:demo [-- --force]`: fills the configured database (DATA_DIR's PGlite, or DATABASE_URL)
 * with the demo organisation and prints every account. Migrates first, as the server does, and takes
 * the data folder's lock, so it refuses while a server runs on that folder.
 */
import { loadConfig } from '../server/src/config';
import { DataDirError } from '../server/src/db/data-dir-error';
import { openDatabase } from '../server/src/db/open-database';
import { DemoRefusedError } from '../server/src/demo/guard';
import type { DemoAccount } from '../server/src/demo/people';
import { seedDemo } from '../server/src/demo/seed-demo';

const USAGE = 'Usage: npm run seed:demo [-- --force]   (--force first deletes everything in the database)';

function roleLabel(account: DemoAccount): string {
  if (account.role === 'team-leader') {
    return account.assignFor === 'rental-creator' ? 'team leader (creators)' : 'team leader (pickers)';
  }
  return account.role.replace('-', ' ');
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const started = performance.now();
  const where = config.databaseUrl
    ? 'the PostgreSQL database at DATABASE_URL'
    : `PGlite in ${config.dataDir}`;
  console.log(`Seeding the demo organisation into ${where}…`);
  const database = await openDatabase(config, (error) => {
    console.error(error);
    process.exit(1);
  });
  try {
    const demo = await seedDemo(database.db, { force: args.includes('--force') });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { counts } = demo;
    console.log(
      `\nDone in ${seconds} s: ${demo.accounts.length} accounts, ${counts.leads} leads over 30 days ` +
        `(${counts.picked} picked, ${counts.held} held right now), ${counts.deals} deals, ${counts.messages} messages.\n`,
    );
    const rows = demo.accounts.map((a) => [roleLabel(a), a.name, a.email, a.group]);
    console.log(table([['role', 'name', 'email', 'group'], ...rows]));
    const { org } = demo;
    console.log(`\nEvery account's password: ${demo.password}`);
    console.log(
      `Start the server with \`npm start\` and sign in with any of them: the picker ${org.pickers[0]!.email} ` +
        `has deals in every status, the admin ${org.admins[0]!.email} sees its group, ` +
        `and ${org.superAdmin.email} is the super-admin.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof DataDirError || error instanceof DemoRefusedError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
