/**
 * A picker's lookups: a lead by its number, as this picker may see it (docs/decisions.md#p52: in full only
 * its own, a pool lead as a pool picker reads it, someone else's refused), or a lead it claimed by id.
 */
import { sql } from 'drizzle-orm';
import {
  NO_RENTAL_WITH_NUMBER,
  type PhoneCountry,
  RENTAL_NOT_FOUND,
  type Rental,
} from '../../../../src/contract';
import { rowsOf } from '../../db/raw-rows';
import { published } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { inNumberOrder, matchesQuery, numberQuery, theOneLead } from './lead-number';
import { pickerView } from './picker-scope';
import { findRental, RENTAL_COLUMNS, type RentalRecord } from './rental-view';

/** The whole number or its first digits (docs/decisions.md#p53), read in `country` when typed without +. */
export async function searchByNumber(
  { db }: Deps<'db'>,
  pickerId: string,
  rawNumber: string,
  country: PhoneCountry,
): Promise<Rental> {
  const query = numberQuery(rawNumber, country);
  const number = sql`r.number`;
  const leads = await rowsOf<RentalRecord & { number: string }>(
    db,
    sql`SELECT ${RENTAL_COLUMNS} FROM rentals r
      WHERE ${matchesQuery(number, query)} AND ${published(sql`r.import_id`)} ORDER BY ${inNumberOrder(number)} LIMIT 2`,
  );
  return pickerView(theOneLead(leads, query, NO_RENTAL_WITH_NUMBER), pickerId);
}

export async function claimedRental({ db }: Deps<'db'>, pickerId: string, id: string): Promise<Rental> {
  const rental = await findRental(db, sql`r.id = ${id} AND r.fetcher_id = ${pickerId}`, 'picker');
  if (!rental) throw notFound(RENTAL_NOT_FOUND);
  return rental;
}
