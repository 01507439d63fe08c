/** A picker's lookups: any lead by its number (the pool is global), or a lead the picker fetched by id. */
import { sql } from 'drizzle-orm';
import type { Rental } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { leadNumber } from './create-rental';
import { findRental } from './rental-view';

export const NO_RENTAL_WITH_NUMBER = 'No rental found with this number';
export const RENTAL_NOT_FOUND = 'Rental not found';

export async function searchByNumber(db: Db, rawNumber: string): Promise<Rental> {
  const rental = await findRental(db, sql`r.number = ${leadNumber(rawNumber)}`);
  if (!rental) throw notFound(NO_RENTAL_WITH_NUMBER);
  return rental;
}

export async function fetchedRental(db: Db, pickerId: string, id: string): Promise<Rental> {
  const rental = await findRental(db, sql`r.id = ${id} AND r.fetcher_id = ${pickerId}`);
  if (!rental) throw notFound(RENTAL_NOT_FOUND);
  return rental;
}
