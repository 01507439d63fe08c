/**
 * A page of My Leads (docs/rules/lead-lists.md): the caller's own leads, scoped by scope.ts whatever
 * the query says, each with what became of it, filtered on that too.
 */
import { and, sql } from 'drizzle-orm';
import type { LeadOutcome, MyLeadsQuery, MyLeadsResult } from '../../../../src/contract';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { RENTAL_COLUMNS, type RentalRecord, toRental } from '../leads/rental-view';
import { leadConditions } from './lead-filters';
import { outcomeIs, outcomeOf } from './lead-outcome';
import { pageOfLeads } from './list-leads';
import { leadScope } from './scope';
import { isStale, staleBefore } from './stale-before';

// Named apart from the lead's own `outcome` column (a picker's outcome, which RENTAL_COLUMNS reads).
type MyLeadRecord = RentalRecord & { became: LeadOutcome };

const MY_LEAD_COLUMNS = sql`${RENTAL_COLUMNS}, ${outcomeOf('r')} AS became`;

export async function listMyLeads(
  { db, now }: Deps<'db' | 'now'>,
  caller: Caller,
  { outcome, ...query }: MyLeadsQuery,
): Promise<MyLeadsResult> {
  const at = now();
  const before = await staleBefore({ db }, at);
  const where = leadConditions('mine', leadScope(caller, 'mine'), query, at, before);
  // Among the filters, so the count reads it as it reads the others.
  const filtered = outcome ? { ...where, filters: and(where.filters, outcomeIs(outcome)) } : where;
  const page = await pageOfLeads<MyLeadRecord>(db, filtered, query, MY_LEAD_COLUMNS);
  // Read as its creator reads it (docs/rules/leads.md#d5.16): no client email, no picker named.
  const result = page.result.map((row) => ({
    ...toRental(row, 'creator'),
    outcome: row.became,
    stale: isStale(row, before),
  }));
  return { ...page, result };
}
