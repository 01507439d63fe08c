/** List queries shared by every table (decisions D3): search, pages, Panama calendar days. */
import { type Infer, object, optional } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './enums';
import { numberSearchDigits } from './rental';
import { optionalCalendarDay, optionalText, wholeNumber } from './rules';

export const EMPTY_SEARCH = 'Please enter a valid search query.';
export const NO_DATA = 'No data found.';

/** The search box: trimmed, and refused when empty. */
export const searchQuery = (raw: string): { query: string } | { error: string } => {
  const query = raw.trim();
  return query === '' ? { error: EMPTY_SEARCH } : { query };
};

/** Lead lists find text through a trigram index, which shorter fragments cannot use (decisions P22). */
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

/** A real day from FIRST_DAY to LAST_DAY (rules.ts): the database refuses years JavaScript still reads. */
const calendarDay = optionalCalendarDay;

export const ListQuery = object({
  search: optional(optionalText('Search', 100)),
  page: optional(wholeNumber('Page', 1)),
  limit: optional(wholeNumber('Limit', 1, MAX_PAGE_SIZE)),
  startDate: optional(calendarDay('Start date')),
  endDate: optional(calendarDay('End date')),
  sort: optional(optionalText('Sort', 40)),
});
export type ListQuery = Infer<typeof ListQuery>;

export const pageOf = (q: ListQuery) => ({
  page: q.page ?? 1,
  limit: q.limit ?? DEFAULT_PAGE_SIZE,
});

export interface CountInfo {
  total: number;
  totalPage: number;
  /**
   * Set when `total` is an estimate: a list counts exactly only up to a cap, because counting a
   * million matching rows on every page would cost more than the page itself. Page until a page
   * comes back short rather than to `totalPage`.
   */
  estimated?: true;
}
export interface ListResult<T> {
  result: T[];
  countInfo: CountInfo;
}
