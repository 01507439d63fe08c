/**
 * The claim itself: ONE statement that takes the next pool lead in `leadsType` order and hands it to the
 * picker. `FOR UPDATE SKIP LOCKED` makes concurrent claims, in any number of processes, take different
 * rows instead of waiting on or double-taking the same one (architecture: Scale path).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LeadsType, Rental } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { inPool, rentals } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { RENTAL_COLUMNS, rentalFrom } from './rental-view';

/** The pool predicate is the partial pool indexes' own (`inPool`), so the planner uses them. */
const first = (condition: SQL, order: SQL) =>
  sql`(SELECT id FROM rentals WHERE ${inPool(rentals)}${condition} ORDER BY ${order} LIMIT 1 FOR UPDATE SKIP LOCKED)`;

const OLDEST = first(sql``, sql.raw('created_at'));

export interface ClaimOrder {
  leadsType: LeadsType;
  /** Where "today" starts in Panama, for `auto`. */
  todayFrom: Date;
  /** A uniform draw in [0, 1), for `random`. */
  draw: number;
}

/** The id of the lead to take. COALESCE runs its second subquery only when the first finds nothing. */
function nextLead({ leadsType, todayFrom, draw }: ClaimOrder): SQL {
  switch (leadsType) {
    case 'oldest':
      return OLDEST;
    case 'newest':
      return first(sql``, sql.raw('created_at DESC'));
    case 'random':
      // The first pool row at or after a random point of the `rand` index, wrapping around: no scan.
      return sql`COALESCE(${first(sql` AND rand >= ${draw}`, sql.raw('rand'))}, ${first(sql` AND rand < ${draw}`, sql.raw('rand'))})`;
    case 'auto':
      return sql`COALESCE(${first(sql` AND created_at >= ${todayFrom}`, sql.raw('created_at DESC'))}, ${OLDEST})`;
  }
}

/** Claims one lead for the picker and returns it, or nothing when the pool is empty. */
export function claimLead(
  db: Db,
  picker: SessionUser,
  order: ClaimOrder,
  now: Date,
): Promise<Rental | undefined> {
  return rentalFrom(
    db,
    sql`WITH r AS (
      UPDATE rentals SET is_fetched = true, fetcher_id = ${picker._id}, fetcher_admin_id = ${picker.adminId},
        fetcher_leader_id = ${picker.teamLeaderId}, fetched_at = ${now}, updated_at = ${now}
      WHERE id = ${nextLead(order)}
      RETURNING *)
    SELECT ${RENTAL_COLUMNS} FROM r`,
  );
}
