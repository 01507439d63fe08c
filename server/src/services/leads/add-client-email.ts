/** A picker records the client's email on a lead it claimed (Add Only Email, docs/rules/leads.md). */
import { sql } from 'drizzle-orm';
import { NOT_YOUR_RENTAL, RENTAL_NOT_FOUND, type Rental } from '../../../../src/contract';
import { forbidden, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { findRentalRow, RENTAL_COLUMNS, rentalFrom } from './rental-view';

export async function addClientEmail(
  { db, now: clock }: Deps<'db' | 'now'>,
  pickerId: string,
  id: string,
  clientEmail: string,
): Promise<Rental> {
  const now = clock();
  const updated = await rentalFrom(
    db,
    sql`WITH r AS (
      UPDATE rentals SET client_email = ${clientEmail}, updated_at = ${now}
      WHERE id = ${id} AND fetcher_id = ${pickerId}
      RETURNING *)
    SELECT ${RENTAL_COLUMNS} FROM r`,
    'picker',
  );
  if (updated) return updated;
  if (!(await findRentalRow(db, sql`r.id = ${id}`))) throw notFound(RENTAL_NOT_FOUND);
  throw forbidden(NOT_YOUR_RENTAL);
}
