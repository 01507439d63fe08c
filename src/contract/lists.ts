/**
 * What every list shares (docs/rules/auth.md#d3): search, pages, Panama calendar days and the page's count. The
 * lead lists add their own filters in lead-lists.ts.
 */
import { type Infer, object, optional } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './enums';
import { optionalCalendarDay, optionalText, wholeNumber } from './rules';

export const EMPTY_SEARCH = 'Please enter a valid search query.';
export const NO_DATA = 'No data found.';
/** A list's day range ending before it starts (400), whatever the list. */
export const BACKWARDS_RANGE = 'Start date must be on or before end date';

/** The search box: trimmed, and refused when empty. */
export const searchQuery = (raw: string): { query: string } | { error: string } => {
  const query = raw.trim();
  return query === '' ? { error: EMPTY_SEARCH } : { query };
};

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
