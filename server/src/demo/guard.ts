/**
 * The demo goes only into a database without leads (nor a previous demo's accounts); `--force`
 * empties the database first: every account, lead, deal (with its image), message, session, audit
 * entry and do-not-contact number, and every group's templates. The server's secrets, the settings
 * row and the default templates stay (the demo sets the settings itself).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { firstRow } from '../db/raw-rows';
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

/** Deletes every row that refers to an account, then the accounts, in one transaction. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // The audit trail refuses DELETE (docs/rules/audit.md#d10.4) but not TRUNCATE: its entries name the accounts
    // removed below, so they go too.
    await tx.execute(sql`TRUNCATE audit_entries`);
    for (const table of [
      'closed_rental_changes',
      'closed_rentals',
      'deal_images',
      'messages',
      // A picker's returns and releases name their lead.
      'lead_returns',
      'lead_releases',
      // The call log names its lead and picker (docs/rules/claiming.md#d5.24).
      'call_log',
      // A picker's proposed corrections name it and their lead.
      'lead_corrections',
      'rentals',
      // The import history names its uploaders and reverters.
      'lead_imports',
      // Kept by triggers on rentals; emptied in case its rows outlive theirs.
      'rental_search',
      'refresh_tokens',
      'sessions',
      'password_resets',
      // Its entries name who added them.
      'do_not_contact',
    ]) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    }
    await tx.execute(sql`UPDATE settings SET updated_by = NULL`);
    await tx.execute(sql`DELETE FROM message_templates WHERE admin_id IS NOT NULL`);
    await tx.execute(sql`UPDATE message_templates SET updated_by = NULL`);
    // Staff point at their admin and leader: clear those first so the order of deletion cannot matter.
    await tx.execute(sql`UPDATE users SET admin_id = NULL, team_leader_id = NULL`);
    await tx.execute(sql`DELETE FROM users`);
  });
}
