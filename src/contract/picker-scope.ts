/**
 * What a picker may see and change of a lead it finds by number (Make Invalid, Add Only Email;
 * decisions P52). The pool is global for claiming, not for other people's finished work: full
 * details only of leads the picker fetched itself, a view without personal details of a lead nobody
 * fetched yet, and a refusal naming the reason for a lead someone else fetched.
 */
import type { Rental } from './types';

/** Add Only Email on a lead the picker did not fetch (403). */
export const NOT_YOUR_RENTAL = 'You can only change a rental you fetched';
/** A lead another picker holds and has not finished yet (409). */
export const HELD_BY_ANOTHER = 'Another picker is working on this rental';
/** A lead someone else fetched and finished, or an admin bypassed (403). */
export const FINISHED_BY_ANOTHER = 'Someone else already finished this rental';
/** Make Invalid on a lead with a deal, whatever its status (409). */
export const HAS_DEAL = 'A rental with a deal cannot be made invalid';

/** Whether `lead` is one `userId` fetched: the one lead a picker may change and read in full. */
export const fetchedBy = (lead: Pick<Rental, 'fetcherId'>, userId: string | null | undefined): boolean =>
  lead.fetcherId !== null && lead.fetcherId === userId;
