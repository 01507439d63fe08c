/**
 * What a picker may see of a lead it finds by number (docs/decisions.md#p52): its own fetched lead as
 * its picker reads it; a lead nobody holds (the pool, made invalid before anyone claimed it, or waiting
 * for its retry or callback, docs/rules/leads.md#d5.6) as a pool picker reads it (docs/rules/leads.md#d5.16:
 * the number, the listing's rent and details, its status and dates); a lead someone else holds or
 * finished not at all, refused with the reason.
 */
import { FINISHED_BY_ANOTHER, HELD_BY_ANOTHER, type Rental } from '../../../../src/contract';
import { conflict, forbidden } from '../../lib/http-error';
import { type RentalRecord, toRental } from './rental-view';

/** `lead` as `pickerId` may see it, or the refusal (409 held by another picker, 403 finished by someone else). */
export function pickerView(lead: RentalRecord, pickerId: string): Rental {
  if (lead.fetcher_id !== null && lead.fetcher_id === pickerId) return toRental(lead, 'picker');
  if (!lead.is_fetched || lead.fetcher_id === null) return toRental(lead, 'pool-picker');
  throw lead.is_finished ? forbidden(FINISHED_BY_ANOTHER) : conflict(HELD_BY_ANOTHER);
}
