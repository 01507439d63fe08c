/** List queries shared by every table (decisions D3): search, pages, Panama calendar days. */
import { define, type Infer, object, optional } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './enums';
import { optionalText, wholeNumber } from './rules';

export const EMPTY_SEARCH = 'Please enter a valid search query.';
export const NO_DATA = 'No data found.';

/** The search box: trimmed, and refused when empty. */
export const searchQuery = (raw: string): { query: string } | { error: string } => {
  const query = raw.trim();
  return query === '' ? { error: EMPTY_SEARCH } : { query };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = (label: string) =>
  define<string>(label, (v) => {
    if (v === undefined || v === '') return true;
    if (typeof v !== 'string' || !DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
      return `${label} must be a date (YYYY-MM-DD)`;
    }
    return true;
  });

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
