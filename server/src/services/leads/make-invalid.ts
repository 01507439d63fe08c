/**
 * Marking a lead's number invalid (decisions D5): one-way and idempotent; the pool predicate then
 * excludes the lead for good. A lead another picker is working on is theirs to judge (409).
 */
import { sql } from 'drizzle-orm';
import type { Rental } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { RENTAL_NOT_FOUND } from './find-lead';
import { findRental, RENTAL_COLUMNS, rentalFrom } from './rental-view';

export const HELD_BY_ANOTHER = 'Another picker is working on this rental';

export async function makeInvalid(db: Db, pickerId: string, id: string, now: Date): Promise<Rental> {
  // One statement: a claim racing with it either commits first (then this sees the holder) or skips the row.
  const marked = await rentalFrom(
    db,
    sql`WITH r AS (
      UPDATE rentals SET number_status = 'invalid', updated_at = ${now}
      WHERE id = ${id} AND number_status IS DISTINCT FROM 'invalid'
        AND NOT (is_fetched AND NOT is_finished AND fetcher_id IS DISTINCT FROM ${pickerId})
      RETURNING *)
    SELECT ${RENTAL_COLUMNS} FROM r`,
  );
  if (marked) return marked;
  // Nothing changed: say why.
  const rental = await findRental(db, sql`r.id = ${id}`);
  if (!rental) throw notFound(RENTAL_NOT_FOUND);
  if (rental.number_status === 'invalid') return rental;
  throw conflict(HELD_BY_ANOTHER);
}
