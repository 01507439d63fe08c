/** A page of one lead list (docs/rules/lead-lists.md) in the caller's scope, with its total and the cursor after it. */
import { type SQL, sql } from 'drizzle-orm';
import { type LeadListQuery, type LeadListResult, type ListResult, pageOf } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { leadReaderOf } from '../leads/lead-reader';
import { RENTAL_COLUMNS, type RentalRecord, toRental } from '../leads/rental-view';
import { countLeads, type LeadCount } from './count-leads';
import { cursorAfter } from './lead-cursor';
import { type LeadConditions, leadConditions } from './lead-filters';
import { orderedRows } from './lead-rows';
import { ORDERS } from './lead-sort';
import { type LeadView, leadScope } from './scope';
import { isStale, staleBefore } from './stale-before';

export interface ListOptions {
  /** Totals are exact up to this many rows (count-leads.ts). */
  countCap?: number;
}

/**
 * The page of the leads `where` selects that `query` asks for, each row read with `columns` (a select
 * list over the page's rows, `r`), with the total and the cursor after a full page.
 */
export async function pageOfLeads<R extends RentalRecord>(
  db: Db,
  where: LeadConditions,
  query: LeadListQuery,
  columns: SQL,
  { countCap }: ListOptions = {},
): Promise<ListResult<R> & { nextCursor?: string }> {
  const { page, limit } = pageOf(query);
  // A cursor replaces the page: the rows after it, from the first.
  const offset = where.after ? 0 : (page - 1) * limit;
  if (where.impossible) return { result: [], countInfo: { total: 0, totalPage: 0 } };

  const order = ORDERS[where.sort].sql;
  // The page is cut first and only its rows get their people's names (the subqueries in RENTAL_COLUMNS).
  const rows = await rowsOf<R>(
    db,
    sql`SELECT ${columns} FROM (${orderedRows(where, { after: where.after, limit, offset })}) r
    ORDER BY ${order}`,
  );
  // A short first page (by page number) tells the total by itself.
  const { total, estimated }: LeadCount =
    !where.after && rows.length < limit && (rows.length > 0 || page === 1)
      ? { total: offset + rows.length }
      : await countLeads(db, where, countCap);
  const last = rows.length === limit ? rows[rows.length - 1] : undefined;
  return {
    result: rows,
    countInfo: { total, totalPage: Math.ceil(total / limit), ...(estimated && { estimated }) },
    ...(last && { nextCursor: cursorAfter(where.sort, last) }),
  };
}

/** The clock (docs/decisions.md#p8) places the held leads of Picked Leads in time. */
export async function listLeads(
  { db, now }: Deps<'db' | 'now'>,
  caller: Caller,
  view: LeadView,
  query: LeadListQuery,
  options: ListOptions = {},
): Promise<LeadListResult> {
  const at = now();
  const before = await staleBefore({ db }, at);
  const where = leadConditions(view, leadScope(caller, view), query, at, before);
  const page = await pageOfLeads<RentalRecord>(db, where, query, RENTAL_COLUMNS, options);
  const reader = leadReaderOf(caller);
  const result = page.result.map((row) => ({ ...toRental(row, reader), stale: isStale(row, before) }));
  return { ...page, result };
}
