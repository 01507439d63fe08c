/**
 * A lead corrected by who may (docs/rules/leads.md#d5.21): its creator while no picker has claimed it, leaders and
 * admins within their All Leads at any time (docs/rules/people.md#d4.4). A lead out of the caller's reach
 * reads as unknown (404), as a merge's does, so the answer never tells which leads exist elsewhere.
 */
import { sql } from 'drizzle-orm';
import {
  CLAIMED_NOT_CORRECTABLE,
  type CreateLeadBody,
  type PhoneCountry,
  postKey,
  RENTAL_NOT_FOUND,
  type Rental,
} from '../../../../src/contract';
import { rentals } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { leadScope } from '../lead-lists/scope';
import { applyCorrection, lockForCorrection, lockLead } from './apply-correction';
import { leadNumber } from './lead-number';
import { leadReaderOf } from './lead-reader';

export async function correctLead(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  leadId: string,
  { confirmDuplicate, ...input }: CreateLeadBody,
  country: PhoneCountry,
): Promise<Rental> {
  const now = clock();
  const fields = { ...input, number: leadNumber(input.number, country) };
  const scope = leadScope(caller, caller.role === 'data-creator' ? 'mine' : 'created');
  return db.transaction(async (tx) => {
    await lockForCorrection(tx, postKey(fields.post_link));
    const lead = await lockLead(tx, sql`${rentals.id} = ${leadId} AND ${scope}`);
    if (!lead) throw notFound(RENTAL_NOT_FOUND);
    if (caller.role === 'data-creator' && lead.isFetched) throw conflict(CLAIMED_NOT_CORRECTABLE);
    return applyCorrection(tx, {
      actor: caller,
      lead,
      fields,
      confirmDuplicate,
      reader: leadReaderOf(caller),
      now,
    });
  });
}
