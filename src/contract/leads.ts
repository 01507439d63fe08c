/**
 * The leads area (docs/rules/leads.md, docs/rules/claiming.md): a lead on the wire, the forms that
 * create and change one (create, add client email, make invalid, first message), what a claim and a
 * finish answer, why a claim is refused, and what a picker may see of a lead it finds by number.
 */
import { type Infer, object } from 'superstruct';
import { FIELD_MAX, NUMBER_STATUSES, type NumberStatus } from './enums';
import { LEAD_FIELDS, type LeadFieldValues } from './lead-fields';
import { requiredChoice, requiredEmail, requiredText } from './rules';

/** Who made or picked a lead, as lead rows show them (docs/rules/leads.md). */
export interface LeadPerson {
  name: string;
  email: string;
  team_leader_name: string | null;
  admin_name: string | null;
}

/** A lead on the wire (docs/rules/leads.md, "Rental"): the creator's fields, then what working it adds. */
export interface Rental extends LeadFieldValues {
  _id: string;
  client_email: string | null;
  number_status: NumberStatus | null;
  creatorId: string | null;
  fetcherId: string | null;
  isFetched: boolean;
  isFinished: boolean;
  createdAt: string;
  updatedAt: string;
  finishedDate: string | null;
  creator: LeadPerson | null;
  fetcher: LeadPerson | null;
}

/** GET /rental/get-single-rental (claim): the held lead and what the Collect widget needs to pace itself. */
export interface ClaimResult {
  rental: Rental;
  delayTime: number;
  isDelayEnabled: boolean;
  todayPicked: number;
  limit: number;
}

/** PATCH /rental/complete-task (finish): the finished lead and the seconds before the next claim. */
export interface CompleteTaskResult {
  rental: Rental;
  waitSeconds: number;
}

/**
 * Why a claim was refused, the answer's `code` (429 for limits, hold and delay; 404 for an empty
 * pool), so the widget can say what it is. The claim's SQL (`claim_lead`) answers the same words.
 */
export const CLAIM_REFUSALS = ['daily-limit', 'admin-limit', 'hold', 'delay', 'pool-empty'] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** The refusals' messages (rule D5), in the order of `CLAIM_REFUSALS`. */
export const dailyLimitReached = (limit: number) => `You have reached your daily limit of ${limit} rentals`;
export const TEAM_LIMIT_REACHED = "Your team has reached today's limit of rentals";
export const ON_HOLD = 'Fetching is on hold';
export const waitBeforeClaiming = (seconds: number) =>
  `Please wait ${seconds} seconds before fetching another rental`;
/** No lead in the pool: a claim's 404, and a bypass that finds none to take. */
export const POOL_EMPTY = 'No rental is available right now';

/** A finish from a picker who holds no lead (404). */
export const HOLD_NOTHING = 'You hold no rental';
export const RENTAL_NOT_FOUND = 'Rental not found';
export const NO_RENTAL_WITH_NUMBER = 'No rental found with this number';

/** Numbers are checked, stored (E.164) and shown by phone.ts, in a default country (rule P53). */
export const INVALID_NUMBER = 'Please enter a valid phone number';
export const DUPLICATE_NUMBER = 'This number already exists';

/**
 * A number search takes the whole number or its first digits, at least this many after the country
 * code: fewer name too many leads to find one.
 */
export const MIN_FIRST_DIGITS = 6;
/** First digits that start more than one lead's number. */
export const SEVERAL_NUMBERS = 'Several leads start with these digits: type more of the number';

/**
 * A number typed into a search box that finds text inside leads: the digits to look for inside
 * stored E.164 numbers. Only a leading trunk 0 is dropped ('020 7946…' finds '+44 20 7946…'); the
 * country code may be typed or not, as '1 555 12' and '555 12' both lie inside '+1 555 12…'.
 */
export const numberSearchDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  const afterTrunk = digits.replace(/^0+/, '');
  // Never shorter than a search may be: '0012' is searched as typed.
  return afterTrunk.length >= 3 ? afterTrunk : digits;
};

const phoneNumber = (label = 'Number') => requiredText(label, FIELD_MAX.number, `${label} is required`);

export const CompleteTaskInput = object({
  number_status: requiredChoice('Number status', NUMBER_STATUSES, 'Number status is required'),
});
export type CompleteTaskInput = Infer<typeof CompleteTaskInput>;

export const AddClientEmailInput = object({
  client_email: requiredEmail('Client Email'),
});
export type AddClientEmailInput = Infer<typeof AddClientEmailInput>;

export const NumberSearchInput = object({ number: phoneNumber() });

export const FirstSmsInput = object({
  ptw_name: requiredText('Your name', FIELD_MAX.name),
  client_name: requiredText(LEAD_FIELDS.client_name.label, LEAD_FIELDS.client_name.max),
});
export type FirstSmsInput = Infer<typeof FirstSmsInput>;

/** The lead a call names by its id in the path (get a claimed lead, make invalid, add client email). */
export const LeadIdParams = object({ id: requiredText('Id', 64) });

/*
 * What a picker may see and change of a lead it finds by number (Make Invalid, Add Only Email;
 * rule P52). The pool is global for claiming, not for other people's finished work: full details
 * only of leads the picker claimed itself, a view without personal details of a lead nobody claimed
 * yet, and a refusal naming the reason for a lead someone else claimed.
 */

/** Add Only Email on a lead the picker did not fetch (403). */
export const NOT_YOUR_RENTAL = 'You can only change a rental you fetched';
/** A lead another picker holds and has not finished yet (409). */
export const HELD_BY_ANOTHER = 'Another picker is working on this rental';
/** A lead someone else claimed and finished, or an admin bypassed (403). */
export const FINISHED_BY_ANOTHER = 'Someone else already finished this rental';
/** Make Invalid on a lead with a deal, whatever its status (409). */
export const HAS_DEAL = 'A rental with a deal cannot be made invalid';

/** Whether `lead` is one `userId` fetched: the one lead a picker may change and read in full. */
export const claimedBy = (lead: Pick<Rental, 'fetcherId'>, userId: string | null | undefined): boolean =>
  lead.fetcherId !== null && lead.fetcherId === userId;
