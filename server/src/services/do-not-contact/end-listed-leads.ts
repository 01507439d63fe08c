/**
 * A number added to the do-not-contact list ends its leads that nobody holds (docs/rules/do-not-contact.md#d5.13): a lead in
 * the pool, one waiting for its retry or callback, one of an import still being written. Ended as
 * 'do-not-contact': fetched (out of the pool's partial indexes), finished now, due never, no one's
 * callback and no picker's pick. A lead a picker holds stays hers; when she lets go of it, the trigger
 * `rentals_do_not_contact` ends it the same way (server/src/db/sql/do-not-contact-guard.sql). Leads
 * whose number is invalid are never served already and stay as they are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';

/**
 * Run in the listing's transaction, under `lockForListing`; answers how many leads it ended. `numbers`
 * are E.164; at most one lead has each (docs/rules/leads.md#d5.1), so each is an index read.
 */
export async function endListedLeads(tx: Db, numbers: readonly string[], now: Date): Promise<number> {
  if (numbers.length === 0) return 0;
  const listed = sql`number = ANY(${sql.param(numbers)}::text[])`;
  // Every lead with these numbers is locked first, held ones too, in one order. A claim racing this
  // either took its lead first (this waits, and then leaves the lead with her) or skips it (SKIP
  // LOCKED) and, once this commits, no longer sees it in the pool. A release racing it either got
  // its lead first (this waits, and the next statement ends the lead it put back) or waits for this
  // lock, and its trigger then sees the number listed.
  await tx.execute(sql`SELECT id FROM rentals WHERE ${listed} ORDER BY id FOR UPDATE`);
  const ended = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE rentals SET is_fetched = true, is_finished = true, finished_date = ${now}, updated_at = ${now},
        outcome = 'do-not-contact', due_at = NULL, callback_picker_id = NULL, callback_leader_id = NULL
      WHERE ${listed} AND fetcher_id IS NULL AND NOT is_finished AND number_status IS DISTINCT FROM 'invalid'
      RETURNING id`,
  );
  return ended.length;
}
