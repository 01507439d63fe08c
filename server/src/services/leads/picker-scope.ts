/**
 * What a picker may see of a lead it finds by number (docs/decisions.md#p52): its own fetched lead in full;
 * a lead nobody holds (the pool, made invalid before anyone claimed it, or waiting for its retry or
 * callback, docs/rules/leads.md#d5.6) without personal details; a lead someone else holds or finished not at all,
 * refused with the reason.
 */
import { claimedBy, FINISHED_BY_ANOTHER, HELD_BY_ANOTHER, type Rental } from '../../../../src/contract';
import { conflict, forbidden } from '../../lib/http-error';

/**
 * A lead nobody claimed, as a picker who did not claim it sees it: the number, the listing's rent
 * and details, its status and dates. Names, emails, address, links and who made it are emptied
 * ('' or null), so the answer keeps the `Rental` shape other clients parse.
 */
export const withoutPersonalDetails = (lead: Rental): Rental => ({
  ...lead,
  facebook_name: '',
  client_name: '',
  client_email: null,
  address: '',
  post_link: '',
  ss_link: null,
  creatorId: null,
  fetcherId: null,
  creator: null,
  fetcher: null,
});

/** `lead` as `pickerId` may see it, or the refusal (409 held by another picker, 403 finished by someone else). */
export function pickerView(lead: Rental, pickerId: string): Rental {
  if (claimedBy(lead, pickerId)) return lead;
  if (!lead.isFetched || lead.fetcherId === null) return withoutPersonalDetails(lead);
  throw lead.isFinished ? forbidden(FINISHED_BY_ANOTHER) : conflict(HELD_BY_ANOTHER);
}
