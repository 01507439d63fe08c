/**
 * The do-not-contact list (docs/rules/do-not-contact.md, docs/rules/do-not-contact.md#d5.13): numbers no lead may carry, no
 * claim may serve and no first message may be written for, each with why and who put it there. The
 * super-admin and admins add and read; only the super-admin removes. Apart from the lead schemas, so
 * the list's screen loads none of them.
 */
import { type Infer, object, optional } from 'superstruct';
import { FIELD_MAX, MAX_PAGE_SIZE } from './enums';
import { optionalText, requiredText, wholeNumber } from './rules';

/** A lead, an import's row, a claim or a first message refused for a listed number (409 where refused). */
export const ON_DO_NOT_CONTACT = 'This number is on the do-not-contact list';
/** Adding a number the list already holds (409). */
export const ALREADY_ON_DO_NOT_CONTACT = 'This number is already on the do-not-contact list';
/** Removing an entry that is not there, or no longer (404). */
export const NOT_ON_DO_NOT_CONTACT = 'This entry is not on the do-not-contact list';
/** Why a picker's Do Not Contact outcome put the number on the list (docs/rules/claiming.md#d5.5). */
export const PICKER_OUTCOME_REASON = "Asked by the client (picker's outcome)";

export const DO_NOT_CONTACT_ADDED = 'Number added to the do-not-contact list';
export const DO_NOT_CONTACT_REMOVED = 'Number removed from the do-not-contact list';
export const DO_NOT_CONTACT_LISTED = 'Do-not-contact list retrieved successfully';

export const DO_NOT_CONTACT_REASON_MAX = 200;

/** POST /doNotContact: a number written any common way (stored E.164, docs/decisions.md#p53) and why. */
export const DoNotContactInput = object({
  number: requiredText('Number', FIELD_MAX.number),
  reason: requiredText('Reason', DO_NOT_CONTACT_REASON_MAX),
});
export type DoNotContactInput = Infer<typeof DoNotContactInput>;

/** GET /doNotContact: the usual list query (docs/rules/auth.md#d3.4) without days: a number or words of a reason. */
export const DoNotContactQuery = object({
  search: optional(optionalText('Search', 100)),
  page: optional(wholeNumber('Page', 1)),
  limit: optional(wholeNumber('Limit', 1, MAX_PAGE_SIZE)),
});
export type DoNotContactQuery = Infer<typeof DoNotContactQuery>;

export const DoNotContactParams = object({ id: requiredText('Id', 64) });

/**
 * The reasons the system writes (docs/rules/do-not-contact.md#d5.13): a picker's Do Not Contact outcome,
 * a client's erasure. A reader sees their text in its own language; the English stays in `reason`.
 */
export const SYSTEM_REASON_CODES = ['picker-outcome', 'client-erased'] as const;
export type SystemReasonCode = (typeof SYSTEM_REASON_CODES)[number];

/** One listed number: E.164, why, who added it (its current name) and when (ISO). */
export interface DoNotContactEntry {
  _id: string;
  number: string;
  reason: string;
  /** Set when the system wrote the reason; null for a reason someone typed. */
  reasonCode: SystemReasonCode | null;
  addedBy: { _id: string; name: string };
  addedAt: string;
}

/** What an add answers: the entry, and how many leads nobody held it ended. */
export interface DoNotContactAdded {
  entry: DoNotContactEntry;
  leadsEnded: number;
}

/** A row of a bulk add left out: its row in the file, the number as read, and why. */
export interface SkippedNumber {
  row: number;
  number: string;
  reason: string;
}

/** What a bulk add from a .csv/.xlsx answers. */
export interface DoNotContactUploadResult {
  inserted: number;
  leadsEnded: number;
  skipped: SkippedNumber[];
}

/** A bulk add's columns, matched as an upload's are (docs/rules/uploads.md#d5.7): any case, spaces and underscores ignored. */
export const DO_NOT_CONTACT_COLUMNS = ['number', 'reason'] as const;
