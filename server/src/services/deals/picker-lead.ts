/** A lead by number among the leads one picker claimed: no picker ever reaches another's lead (docs/rules/deals.md#d6). */
import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  DEAL_FIELDS,
  type DealFieldName,
  type LeadFieldValues,
  NO_RENTAL_WITH_NUMBER,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { selectFields } from '../../db/lead-field-columns';
import { type RentalRow, rentals } from '../../db/schema';
import { inNumberOrder, matchesQuery, type NumberQuery, theOneLead } from '../leads/lead-number';

/** The lead's row, and under `fields` what a deal copies of it, by wire name. */
export type PickerLead = RentalRow & { fields: Pick<LeadFieldValues, DealFieldName> };

/**
 * The whole number or its first digits (docs/decisions.md#p53), among this picker's leads; a number nobody has
 * and a lead another picker claimed get the same answer.
 */
export async function findPickerLead(db: Db, pickerId: string, query: NumberQuery): Promise<PickerLead> {
  const leads = await db
    .select({ ...getTableColumns(rentals), fields: selectFields(rentals, DEAL_FIELDS) })
    .from(rentals)
    .where(and(eq(rentals.fetcherId, pickerId), matchesQuery(rentals.number, query)))
    .orderBy(inNumberOrder(rentals.number))
    .limit(2);
  return theOneLead(leads, query, NO_RENTAL_WITH_NUMBER);
}
