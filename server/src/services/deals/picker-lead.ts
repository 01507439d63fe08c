/** A lead by number among the leads one picker fetched: no picker ever reaches another's lead (decisions D6). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type RentalRow, rentals } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** The same answer for a number nobody has and a lead another picker fetched. */
export const NO_RENTAL_FOR_NUMBER = 'No rental found with this number';

/** `number` is already normalised. */
export async function findPickerLead(db: Db, pickerId: string, number: string): Promise<RentalRow> {
  const [lead] = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.number, number), eq(rentals.fetcherId, pickerId)));
  if (!lead) throw notFound(NO_RENTAL_FOR_NUMBER);
  return lead;
}
