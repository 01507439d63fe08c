/** A page of deals in the caller's scope, filtered by status, payment method, Panama days and a search. */
import { and, count, eq, gte, ilike, lt, notInArray, or, type SQL } from 'drizzle-orm';
import {
  type ClosedRental,
  type ClosedRentalListQuery,
  type ListResult,
  numberSearchDigits,
  PAYMENT_METHODS,
  pageOf,
} from '../../../../src/contract';
import { closedRentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { checkDayOrder, panamaDays } from '../../lib/panama-day';
import { containsAny, escapeLike } from '../../lib/search';
import type { Deps } from '../deps';
import { dealScope } from './deal-scope';
import { loadDeals } from './load-deals';

const NAMED_METHODS = PAYMENT_METHODS.filter((method) => method !== 'Other');

/** 'Other' stands for every free-text method, as the form offers it. */
const paymentIs = (method: string): SQL =>
  method === 'Other'
    ? notInArray(closedRentals.paymentMethod, NAMED_METHODS)
    : eq(closedRentals.paymentMethod, method);

/** Numbers are stored as E.164 (docs/decisions.md#p53), so "(555) 010-2030" also finds +15550102030. */
function searchFor(search: string | undefined): SQL | undefined {
  const text = containsAny(
    [closedRentals.number, closedRentals.clientName, closedRentals.clientEmail, closedRentals.paymentMethod],
    search,
  );
  const digits = numberSearchDigits(search ?? '');
  if (!text || digits === '' || digits === search?.trim()) return text;
  return or(text, ilike(closedRentals.number, `%${escapeLike(digits)}%`));
}

export async function listDeals(
  { db }: Deps<'db'>,
  caller: Caller,
  query: ClosedRentalListQuery,
): Promise<ListResult<ClosedRental>> {
  const { startDate, endDate, status, payment_method: method } = query;
  checkDayOrder(startDate, endDate);
  const days = panamaDays(startDate, endDate);
  const where = and(
    dealScope(caller),
    status ? eq(closedRentals.status, status) : undefined,
    method ? paymentIs(method) : undefined,
    days.from ? gte(closedRentals.createdAt, days.from) : undefined,
    days.before ? lt(closedRentals.createdAt, days.before) : undefined,
    searchFor(query.search),
  )!;
  const { page, limit } = pageOf(query);
  const [counted] = await db.select({ total: count() }).from(closedRentals).where(where);
  const total = counted?.total ?? 0;
  const result = await loadDeals(db, where, { limit, offset: (page - 1) * limit });
  return { result, countInfo: { total, totalPage: Math.ceil(total / limit) } };
}
