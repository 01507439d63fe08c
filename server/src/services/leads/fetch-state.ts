/**
 * What the fetch rules read, in one query, after serialising the picker's fetches: the settings, the
 * held lead, the picker's and the admin's picks today and the picker's last finish.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_ADMIN_LIMIT, DEFAULT_PICKER_LIMIT, type LeadsType } from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../plugins/auth';
import { firstRow } from './sql-rows';

export interface FetchState {
  delay_time: number;
  is_delay_enabled: boolean;
  hold_time: number;
  is_hold_enabled: boolean;
  hold_enabled_at: string | null;
  leads_type: LeadsType;
  pick_limit: number;
  is_deleted: boolean;
  /** The admin's cap on its pickers' picks today; null for a picker without an admin. */
  admin_limit: number | null;
  held_id: string | null;
  today_picked: number;
  last_finish: string | null;
  /**
   * The admin's pickers' picks today plus the leads they hold now: each held lead will become a pick.
   * Leads bypassed to the admin (fetched by the admin itself) are not its pickers' picks.
   */
  admin_taken: number;
}

/**
 * Locks the picker's and its admin's user rows until the transaction ends. The checks below read
 * counts that a concurrent claim would change; with the locks taken first, a second fetch of the
 * same picker, or of any picker of the same admin, waits and then reads the first one's result
 * (each statement of a READ COMMITTED transaction sees what committed before it began). FOR NO KEY
 * UPDATE, not FOR UPDATE: inserting a lead checks its foreign keys with FOR KEY SHARE on these same
 * rows, and must not wait for claims.
 */
export async function lockPickerAndAdmin(db: Db, picker: SessionUser): Promise<void> {
  await db.execute(
    sql`SELECT id FROM users WHERE id IN (${picker._id}, ${picker.adminId}) ORDER BY id FOR NO KEY UPDATE`,
  );
}

export async function readFetchState(db: Db, picker: SessionUser, todayFrom: Date): Promise<FetchState> {
  const state = await firstRow<FetchState>(
    db,
    sql`SELECT s.delay_time, s.is_delay_enabled, s.hold_time, s.is_hold_enabled, s.hold_enabled_at, s.leads_type,
      coalesce(me.pick_limit, ${DEFAULT_PICKER_LIMIT}::int) AS pick_limit, me.is_deleted,
      CASE WHEN admin.id IS NOT NULL THEN coalesce(admin.pick_limit, ${DEFAULT_ADMIN_LIMIT}::int) END AS admin_limit,
      (SELECT id FROM rentals WHERE fetcher_id = me.id AND is_fetched AND NOT is_finished LIMIT 1) AS held_id,
      (SELECT count(*)::int FROM rentals WHERE fetcher_id = me.id AND finished_date >= ${todayFrom}) AS today_picked,
      (SELECT max(finished_date) FROM rentals WHERE fetcher_id = me.id) AS last_finish,
      (SELECT count(*)::int FROM rentals WHERE fetcher_admin_id = admin.id AND fetcher_id <> admin.id
        AND (finished_date >= ${todayFrom} OR finished_date IS NULL)) AS admin_taken
    FROM settings s JOIN users me ON me.id = ${picker._id} LEFT JOIN users admin ON admin.id = ${picker.adminId}
    WHERE s.id = 1`,
  );
  // The settings row is created by the migration and the picker was just authenticated.
  if (!state) throw new Error('The settings row or the picker is missing');
  return state;
}
