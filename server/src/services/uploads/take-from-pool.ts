/**
 * The bypass's take (docs/rules/leads.md#d5): ONE statement that hands up to `limit` pool leads, in the
 * settings' leadsType order, to an admin. Like the picker's claim, FOR UPDATE SKIP LOCKED makes a
 * concurrent claim or bypass take other rows, never the same ones. The leads are marked fetched and
 * finished by the admin, so they leave the pool and show, at the top, in that admin's Picked Leads.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LeadsType, Rental } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { inPool, isPublished, rentals } from '../../db/schema';
import { rentalsJson, rentalsOf } from '../leads/rental-view';

export interface TakeOrder {
  leadsType: LeadsType;
  /** Where "today" starts in Panama, for `auto`. */
  todayFrom: Date;
  /** A uniform draw in [0, 1), for `random`. */
  draw: number;
}

/** A stretch of the pool in one index order; a second stretch is read only for what the first lacked. */
interface Stretch {
  where: SQL;
  order: SQL;
}

function stretches({ leadsType, todayFrom, draw }: TakeOrder): [Stretch, Stretch?] {
  const all = sql`true`;
  switch (leadsType) {
    case 'oldest':
      return [{ where: all, order: sql.raw('created_at') }];
    case 'newest':
      return [{ where: all, order: sql.raw('created_at DESC') }];
    case 'random':
      // From a random point of the `rand` index onwards, wrapping around: a uniform sample, no scan.
      return [
        { where: sql`rand >= ${draw}`, order: sql.raw('rand') },
        { where: sql`rand < ${draw}`, order: sql.raw('rand') },
      ];
    case 'auto':
      // Today's leads newest first; once they run out, the oldest.
      return [
        { where: sql`created_at >= ${todayFrom}`, order: sql.raw('created_at DESC') },
        { where: sql`created_at < ${todayFrom}`, order: sql.raw('created_at') },
      ];
  }
}

const stretch = ({ where, order }: Stretch, limit: SQL) =>
  sql`SELECT id FROM rentals WHERE ${inPool(rentals)} AND ${isPublished(rentals)} AND ${where} ORDER BY ${order} LIMIT ${limit} FOR UPDATE SKIP LOCKED`;

/** The leads taken, oldest first; none when the pool is empty. */
export async function takeFromPool(
  db: Db,
  adminId: string,
  limit: number,
  order: TakeOrder,
  now: Date,
): Promise<Rental[]> {
  const [first, second] = stretches(order);
  const rest = sql`(${limit} - (SELECT count(*) FROM stretch1))`;
  const taken = second
    ? sql`stretch1 AS (${stretch(first, sql`${limit}`)}), stretch2 AS (${stretch(second, rest)}),
        taken AS (SELECT id FROM stretch1 UNION ALL SELECT id FROM stretch2)`
    : sql`taken AS (${stretch(first, sql`${limit}`)})`;
  // One JSON text for every lead taken (rentalsJson): row by row, a 10,000-lead bypass spent seconds
  // handing rows over from PGlite (docs/decisions.md#p91).
  const answer = await firstRow<{ json: string }>(
    db,
    sql`WITH ${taken}, r AS (
      UPDATE rentals SET fetcher_id = ${adminId}, fetcher_admin_id = ${adminId}, fetcher_leader_id = NULL,
        is_fetched = true, fetched_at = ${now}, is_finished = true, finished_date = ${now}, updated_at = ${now}
      WHERE id IN (SELECT id FROM taken)
      RETURNING *)
    SELECT ${rentalsJson('lead.created_at, lead.id')} AS json`,
  );
  // The bypass is the super-admin's alone (docs/rules/uploads.md#d5.8): its file is read as hers.
  return rentalsOf(answer!.json, 'super-admin');
}
