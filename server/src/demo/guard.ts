/**
 * The demo goes only into a database without leads (nor a previous demo's accounts); `--force`
 * empties the database first: every account, lead, deal, message and session, and the deals' image
 * files. The server's secrets and the settings row stay (the demo sets the settings itself).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { firstRow, rowsOf } from '../db/raw-rows';
import type { ImageStore } from '../services/deals/image-store';
import { DEMO_EMAIL_DOMAIN } from './fake';

export class DemoRefusedError extends Error {
  constructor(leads: number, accounts: number) {
    const what = [
      leads > 0 ? `${leads.toLocaleString('en-US')} leads` : '',
      accounts > 0 ? `${accounts} demo accounts` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    super(
      `The database already has ${what}, so the demo was not added. ` +
        'Run `npm run seed:demo -- --force` to delete everything in it (accounts, leads, deals, messages) and seed the demo.',
    );
    this.name = 'DemoRefusedError';
  }
}

/** Throws DemoRefusedError when the database holds leads or accounts of an earlier demo. */
export async function assertSeedable(db: Db): Promise<void> {
  const found = await firstRow<{ leads: number; accounts: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM rentals) AS leads,
      (SELECT count(*)::int FROM users WHERE email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`}) AS accounts`,
  );
  if (found && (found.leads > 0 || found.accounts > 0))
    throw new DemoRefusedError(found.leads, found.accounts);
}

/** Deletes every row that refers to an account, then the accounts, in one transaction; then the images. */
export async function emptyDatabase(db: Db, images: ImageStore): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const rows = await rowsOf<{ closing_image: string }>(tx, sql`SELECT closing_image FROM closed_rentals`);
    for (const table of [
      'closed_rental_changes',
      'closed_rentals',
      'messages',
      'rentals',
      // Kept by triggers on rentals; emptied in case its rows outlive theirs.
      'rental_search',
      'refresh_tokens',
      'password_resets',
    ]) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    }
    await tx.execute(sql`UPDATE settings SET updated_by = NULL`);
    // Staff point at their admin and leader: clear those first so the order of deletion cannot matter.
    await tx.execute(sql`UPDATE users SET admin_id = NULL, team_leader_id = NULL`);
    await tx.execute(sql`DELETE FROM users`);
    return rows.map((row) => row.closing_image);
  });
  await Promise.all(files.map((name) => images.remove(name)));
}
