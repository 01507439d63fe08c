/**
 * What became of a lead (My Leads, docs/rules/lead-lists.md), said once in SQL so the column a page
 * answers and the filter on it can never disagree: a deal closed on it, else its verdict, else picked
 * when taken (held now, or bypassed without a verdict), else waiting in the pool.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LeadOutcome } from '../../../../src/contract';
import { closedRentals } from '../../db/schema';

/** The outcome of the lead row named `alias` ('rentals' in a list's conditions, 'r' on a page's rows). */
export const outcomeOf = (alias: 'rentals' | 'r'): SQL => {
  const lead = sql.raw(alias);
  return sql`(CASE
    WHEN EXISTS (SELECT 1 FROM ${closedRentals} WHERE ${closedRentals.rentalId} = ${lead}.id) THEN 'deal'
    WHEN ${lead}.number_status = 'invalid' THEN 'invalid'
    WHEN ${lead}.number_status = 'valid' THEN 'valid'
    WHEN ${lead}.is_fetched THEN 'picked'
    ELSE 'waiting' END)`;
};

/** The leads whose outcome is `outcome`, as a condition on `rentals`. */
export const outcomeIs = (outcome: LeadOutcome): SQL => sql`${outcomeOf('rentals')} = ${outcome}`;
