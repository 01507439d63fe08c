/**
 * Duplicate leads beyond the number (docs/rules/leads.md, D5.14 and D5.15): the same post, a likely
 * duplicate a creator may still create, and an admin's merge of two leads. Apart from the lead
 * schemas, so the create form's matches panel and the merge dialog load only these words.
 */
import { type Infer, object } from 'superstruct';
import { FIELD_MAX } from './enums';
import { requiredText } from './rules';

/** A new lead, or an imported row, whose post link's key is already a lead's (409). */
export const POST_EXISTS = 'This post already exists';
/** A new lead like one made lately (409 with the `matches`), created anyway with `confirmDuplicate: true`. */
export const LIKELY_DUPLICATE = 'This lead may already exist';
/** The refusal's `code`, so the form shows the matches instead of a field's message. */
export const LIKELY_DUPLICATE_CODE = 'likely-duplicate';
/** How far back a likely duplicate is looked for. */
export const DUPLICATE_DAYS = 60;
/** Trigram similarity of two addresses from which they are "similar". */
export const ADDRESS_SIMILARITY = 0.5;
/** The most matches a refusal lists. */
export const MAX_MATCHES = 5;

/** An imported row whose post an earlier row of the file already has. */
export const samePostAsRow = (first: number) => `Same post as row ${first} in this file`;
/** An imported row like a lead made lately: an import has no "Create anyway" (docs/rules/leads.md#d5.14). */
export const LIKELY_DUPLICATE_ROW = `Likely duplicate: a lead with the same rent and a similar address was created in the last ${DUPLICATE_DAYS} days`;

/** What the creator sees of a likely duplicate: enough to recognise the listing, nothing of its client. */
export interface LeadMatch {
  _id: string;
  address: string;
  rent: string;
  post_link: string;
  createdAt: string;
}

/** POST /rental/merge: a lead, and the other one by its number; the older of the two stays. */
export const MergeLeadsInput = object({
  leadId: requiredText('Lead', 64),
  number: requiredText('Number', FIELD_MAX.number),
});
export type MergeLeadsInput = Infer<typeof MergeLeadsInput>;

/** What a merge answers: the lead kept and the id of the one merged into it. */
export interface MergeResult {
  keptId: string;
  mergedId: string;
}

export const MERGED = 'Leads merged';
export const MERGE_SAME = 'Choose another lead: a lead cannot be merged with itself';
export const MERGE_HELD =
  'A lead a picker is holding cannot be merged: wait until it is finished or released';
export const MERGE_TWO_DEALS = 'Both leads have a deal, so they cannot be merged';
