/**
 * A lead list's query as SQL on `rentals`: the Panama day range on the view's own date, the fetch,
 * finish, validity and stale filters, the search and the cursor. Kept apart so the count can treat the
 * index-served part (scope and days) differently from the rest.
 */
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  type LeadListQuery,
  type LeadSort,
  leadSearchError,
  leadSearchTerm,
  type NumberStatus,
  searchedColumns,
} from '../../../../src/contract';
import { isInvalid, rentalSearch, rentals } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { checkDayOrder, panamaDays, type Span } from '../../lib/panama-day';
import { escapeLike } from '../../lib/search';
import { afterCursor } from './lead-cursor';
import { ORDERS } from './lead-sort';
import type { LeadView } from './scope';

/** Each view's own date: the one its day range filters on and its default order (docs/rules/auth.md#d3). */
const VIEW_DATE: Record<LeadView, LeadSort> = {
  created: '-createdAt',
  picked: '-finishedDate',
  clients: '-updatedAt',
  mine: '-createdAt',
};

/** The views that hold picked leads only; the others list leads in any state. */
const picksOnly = (view: LeadView) => view === 'picked' || view === 'clients';

/** One search, said three ways: the planner serves each from different indexes. */
export interface LeadSearch {
  /** On `rentals`, through rental_search's trigram index: what a page asks. */
  indexed: SQL;
  /** The same test on each `rentals` row, without an index: cheap over a few rows. */
  perRow: SQL;
  /** On `rental_search` alone: every lead that matches, whatever the scope. */
  matches: SQL;
}

export interface LeadConditions {
  /** Scope and days: what the list indexes serve. */
  base: SQL;
  /**
   * `base` as two disjoint conditions, when its days are two ranges (Picked Leads: finished in the
   * days, or held): an OR of them has no index range, so a page in list order would read the list
   * index from its start. Pages ask each part in order and merge them (lead-rows.ts).
   */
  parts?: [SQL, SQL];
  /** Claim, finish and validity filters. */
  filters?: SQL;
  search?: LeadSearch;
  /** The rows after the query's cursor; a page condition only, never counted. */
  after?: SQL;
  sort: LeadSort;
  /** The filters contradict the view or each other: the list is empty without asking the database. */
  impossible: boolean;
}

const STATUS_IS: Record<NumberStatus, SQL> = {
  valid: sql`${rentals.numberStatus} = 'valid'`,
  invalid: isInvalid(rentals),
};

const flag = (value: 'true' | 'false' | '' | undefined) => (value ? value === 'true' : undefined);

/**
 * A row's search text, from the columns the registry says are searched (contract lead-fields.ts),
 * passed to rental_search_body by name: its parameters are named after them, as
 * tests/api/lead-lists/search-text.test.ts checks.
 */
const ROW_SEARCH_BODY = sql.raw(
  `rental_search_body(${searchedColumns()
    .map((column) => `${column} => rentals.${column}`)
    .join(', ')})`,
);

function searchCondition(raw: string | undefined): LeadSearch | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  // The contract's rule, which the list widgets check before sending.
  const tooShort = leadSearchError(text);
  if (tooShort) throw badRequest(tooShort, [{ path: 'search', message: tooShort }]);
  // A number typed with punctuation is searched as its digits.
  const term = leadSearchTerm(text);
  const pattern = `%${escapeLike(term)}%`;
  const matches = sql`${rentalSearch.body} ILIKE ${pattern}`;
  return {
    indexed: sql`${rentals.id} IN (SELECT ${rentalSearch.rentalId} FROM ${rentalSearch} WHERE ${matches})`,
    perRow: sql`${ROW_SEARCH_BODY} ILIKE ${pattern}`,
    matches,
  };
}

/**
 * A picked lead not yet finished is one a picker holds right now: a few rows. Said in the held-lead
 * index's own words, that index serves it, instead of reading every picked lead in list order.
 */
const HELD = sql`${rentals.isFetched} AND NOT ${rentals.isFinished}`;
const unfinished = (view: LeadView) => (picksOnly(view) ? HELD : sql`NOT ${rentals.isFinished}`);

/** The day range, and when it joins two index ranges, each of them (LeadConditions.parts). */
interface DayRange {
  on?: SQL;
  parts?: [SQL, SQL];
}

/**
 * The Panama days on the view's own date. A held lead has no finish date yet, so on Picked Leads it is
 * in every range that covers a moment it was held, from its claim until now (docs/decisions.md#p55, "Held leads in
 * Picked Leads"): today's list shows every lead held now. The finished leads are a range of the list
 * index, the held ones its few entries without a finish date, said also in the held-lead index's
 * words, whose statistics know they are few; a filter on finished or held leads keeps only its part.
 */
function dayRange(view: LeadView, span: Span, finished: boolean | undefined, now: Date): DayRange {
  const column = ORDERS[VIEW_DATE[view]].column;
  const onDate = and(span.from && gte(column, span.from), span.before && lt(column, span.before));
  if (view !== 'picked' || finished === true) return { on: onDate };
  // Without a finish date alone, the planner guesses every unclaimed lead (their dates are null too).
  const held =
    span.from && span.from > now
      ? sql`false`
      : and(HELD, sql`${rentals.finishedDate} IS NULL`, span.before && lt(rentals.fetchedAt, span.before))!;
  if (finished === false) return { on: held };
  if (!onDate) return {};
  return { on: sql`(${onDate} OR (${held}))`, parts: [onDate, held] };
}

/**
 * `now` places the held leads in time (docs/decisions.md#p8: the server's clock); `staleBefore` is the stale
 * filter's bound (stale-before.ts, docs/rules/claiming.md#d5.28).
 */
export function leadConditions(
  view: LeadView,
  scope: SQL,
  query: LeadListQuery,
  now: Date,
  staleBefore: Date,
): LeadConditions {
  const { startDate, endDate } = query;
  checkDayOrder(startDate, endDate);
  const fetched = flag(query.isFetched);
  const finished = flag(query.isFinished);
  const status = query.number_status || undefined;
  const stale = flag(query.stale);
  const sort = query.sort || VIEW_DATE[view];
  // D5: only a fetched lead is finished or marked valid (invalid may come by number, unclaimed), and
  // Picked Leads and Client Details hold picked leads only. These pairs match nothing, and proving it
  // would read the whole scope.
  const impossible = fetched === false && (finished === true || status === 'valid' || picksOnly(view));
  const days = dayRange(view, panamaDays(startDate, endDate), finished, now);
  return {
    base: and(scope, days.on)!,
    parts: days.parts?.map((part) => and(scope, part)!) as [SQL, SQL] | undefined,
    // Written out, not bound as parameters, so the planner can match the partial indexes on fetched
    // and on invalid leads; finished and valid leads are fetched (D5), and saying so lets those use it too.
    filters: and(
      fetched === true || finished === true || status === 'valid' ? sql`${rentals.isFetched}` : undefined,
      fetched === false ? sql`NOT ${rentals.isFetched}` : undefined,
      finished === undefined ? undefined : finished ? sql`${rentals.isFinished}` : unfinished(view),
      status && STATUS_IS[status],
      stale === undefined
        ? undefined
        : stale
          ? lt(rentals.createdAt, staleBefore)
          : gte(rentals.createdAt, staleBefore),
    ),
    search: searchCondition(query.search),
    after: query.cursor ? afterCursor(query.cursor, sort) : undefined,
    sort,
    impossible,
  };
}
