/**
 * A held lead goes back to the pool as if never claimed, and the release is recorded so the picker's
 * next Finish can say why its lead is gone (docs/rules/operations.md#d9). A lead served again after an outcome goes back
 * as due at once, a personal callback becoming its team's (docs/rules/claiming.md#d5.5). Used by a supervisor's release
 * and by the sweep of expired holds; the claim's SQL functions do the same in PL/pgSQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReleaseReason } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { ReleasedLead } from '../../lib/events';

interface Release {
  reason: ReleaseReason;
  /** The supervisor who released it; null for an expired hold. */
  by: string | null;
  afterMinutes: number | null;
  now: Date;
}

/**
 * Returns to the pool the held leads `which` selects (a condition on `rentals`), skipping any a
 * finish or another release changed first, and records each release. Run inside a transaction.
 */
export async function returnToPool(tx: Db, which: SQL, release: Release) {
  return rowsOf<ReleasedLead>(
    tx,
    sql`WITH released AS (
      UPDATE rentals SET is_fetched = rentals.outcome IS NOT NULL, fetcher_id = NULL,
        fetcher_admin_id = NULL, fetcher_leader_id = NULL, fetched_at = NULL, updated_at = ${release.now},
        due_at = CASE WHEN rentals.outcome IS NOT NULL THEN ${release.now}::timestamptz END,
        callback_picker_id = CASE WHEN rentals.callback_leader_id IS NULL THEN rentals.callback_picker_id END
      FROM (SELECT id, fetcher_id, fetcher_admin_id FROM rentals
            WHERE is_fetched AND NOT is_finished AND (${which}) FOR UPDATE) AS held
      WHERE rentals.id = held.id AND rentals.is_fetched AND NOT rentals.is_finished
      RETURNING rentals.id, rentals.number, held.fetcher_id, held.fetcher_admin_id),
    recorded AS (
      INSERT INTO lead_releases (rental_id, picker_id, reason, released_by, after_minutes, released_at)
      SELECT id, fetcher_id, ${release.reason}, ${release.by}, ${release.afterMinutes}, ${release.now}
      FROM released)
    SELECT id AS "rentalId", number, fetcher_id AS "pickerId", fetcher_admin_id AS "adminId",
      ${release.reason}::text AS reason, ${release.afterMinutes}::int AS "afterMinutes"
    FROM released`,
  );
}
