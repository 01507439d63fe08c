/** A lead by number among the leads one picker fetched: no picker ever reaches another's lead (decisions D6). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type RentalRow, rentals } from '../../db/schema';
import { inNumberOrder, matchesQuery, type NumberQuery, theOneLead } from '../leads/lead-number';

/** The same answer for a number nobody has and a lead another picker fetched. */
export const NO_RENTAL_FOR_NUMBER = 'No rental found with this number';

/** The whole number or its first digits (decisions P53), among this picker's leads. */
export async function findPickerLead(db: Db, pickerId: string, query: NumberQuery): Promise<RentalRow> {
  const leads = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.fetcherId, pickerId), matchesQuery(rentals.number, query)))
    .orderBy(inNumberOrder(rentals.number))
    .limit(2);
  return theOneLead(leads, query, NO_RENTAL_FOR_NUMBER);
}
