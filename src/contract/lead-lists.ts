/**
 * The lead-lists area (docs/rules/lead-lists.md): All Leads, Picked Leads and Client Details, their
 * query (search, pages, days, filters, sort, cursor), what a page answers and the lists' messages.
 * A list's Download streams in the format of lead-lists-export.ts.
 */
import { assign, define, type Infer, object, optional } from 'superstruct';
import { NUMBER_STATUSES } from './enums';
import type { LeadAs, Rental } from './leads';
import { ListQuery, type ListResult } from './lists';
import { numberSearchDigits } from './number-search';
import { optionalText } from './rules';

/** Every lead list's success message. */
export const LEADS_LISTED = 'Rentals retrieved successfully';
/** A Download with nothing to write. */
export const NO_RENTAL_DATA = 'No rental data to download';
/** The sheet of every lead spreadsheet: a list's Download and the bypass's file. */
export const EXPORT_SHEET = 'Rentals';

/** A `cursor` this list did not hand out (400). */
export const BAD_CURSOR = 'The cursor is not valid for this list';

/** Lead lists find text through a trigram index, which shorter fragments cannot use (docs/decisions.md#p22, docs/decisions.md#p57). */
export const SEARCH_TOO_SHORT = 'Search needs at least 3 letters or digits in a row';

/** A number typed with punctuation ('(507) 55', '1-2-3'): the lead lists search its digits. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** What a lead list searches its leads' text for, from the trimmed query. */
export const leadSearchTerm = (query: string): string =>
  PHONE_LIKE.test(query) ? numberSearchDigits(query) : query;

/**
 * Why a lead list cannot search the trimmed query, or undefined when it can: the server's rule, which
 * the list widgets check before sending.
 */
export const leadSearchError = (query: string): string | undefined =>
  /[\p{L}\p{N}]{3}/u.test(leadSearchTerm(query)) ? undefined : SEARCH_TOO_SHORT;

/** The query of every lead list (docs/rules/lead-lists.md), on top of ListQuery's search, pages and days. */
export interface LeadListFilters {
  /** 'false' = Not Fetched, 'true' = Fetched/Finished, '' = all. */
  isFetched?: 'true' | 'false' | '';
  isFinished?: 'true' | 'false' | '';
  number_status?: 'valid' | 'invalid' | '';
  /** 'true' = stale leads only, 'false' = the others (docs/rules/claiming.md#d5.28), '' = all. */
  stale?: 'true' | 'false' | '';
  sort?: LeadSort;
}

/** Newest first by the named date; blank means the list's own order (see each endpoint). */
export const LEAD_SORTS = ['-createdAt', '-updatedAt', '-finishedDate'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Blank (or absent) means "any"; anything else must be one of `values`. */
const leadFilter = <T extends string>(label: string, values: readonly T[]) =>
  optional(
    define<T | ''>(
      label,
      (v) => v === '' || (values as readonly unknown[]).includes(v) || `${label} is not a valid choice`,
    ),
  );

export const LeadListQuery = assign(
  ListQuery,
  object({
    isFetched: leadFilter('Fetch state', ['true', 'false'] as const),
    isFinished: leadFilter('Finish state', ['true', 'false'] as const),
    number_status: leadFilter('Number status', NUMBER_STATUSES),
    stale: leadFilter('Stale', ['true', 'false'] as const),
    sort: leadFilter('Sort', LEAD_SORTS),
    /** Where the previous page ended (its `nextCursor`); `page` is then ignored. */
    cursor: optional(optionalText('Cursor', 200)),
  }),
);
export type LeadListQuery = Infer<typeof LeadListQuery>;

/**
 * What became of a creator's lead, as My Leads shows it (docs/rules/lead-lists.md): waiting in the
 * pool, picked (taken, no verdict yet), valid, invalid, or a deal closed on it.
 */
export const LEAD_OUTCOMES = ['waiting', 'picked', 'valid', 'invalid', 'deal'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

/** My Leads' query: every lead list's, and what became of the lead. */
export const MyLeadsQuery = assign(LeadListQuery, object({ outcome: leadFilter('Outcome', LEAD_OUTCOMES) }));
export type MyLeadsQuery = Infer<typeof MyLeadsQuery>;

/**
 * A lead of My Leads: the lead as its creator may read it (no client email, no picker named,
 * docs/rules/leads.md#d5.16) and what became of it, as the server reads it.
 */
export interface MyLead extends LeadAs<'creator'> {
  outcome: LeadOutcome;
  stale: boolean;
}

/**
 * A page of leads. `nextCursor` comes with every full page: the rows after it are read in constant
 * time per page, where a deep `page` costs more the deeper it goes. (A Download reads every row in one
 * request instead: lead-lists-export.ts.)
 */
export interface LeadListResult extends ListResult<ListedRental> {
  nextCursor?: string;
}

/** A lead of a list: entered longer ago than 'Stale after (days)' or not (docs/rules/claiming.md#d5.28). */
export interface ListedRental extends Rental {
  stale: boolean;
}

/** A page of My Leads, paged as every lead list is. */
export interface MyLeadsResult extends ListResult<MyLead> {
  nextCursor?: string;
}
