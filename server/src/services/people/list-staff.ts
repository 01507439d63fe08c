/** A page of one kind of staff, in the caller's scope, searched by name, email or contact. */
import { and, count } from 'drizzle-orm';
import {
  type ListQuery,
  type ListResult,
  pageOf,
  type StaffKind,
  type StaffUser,
} from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { checkDayOrder, panamaDays } from '../../lib/panama-day';
import { containsAny } from '../../lib/search';
import type { Deps } from '../deps';
import { loadStaff } from './load-staff';
import { staffScope } from './scope';

export async function listStaff(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Caller,
  kind: StaffKind,
  query: ListQuery,
): Promise<ListResult<StaffUser>> {
  const now = clock();
  const { startDate, endDate } = query;
  checkDayOrder(startDate, endDate);
  const { page, limit } = pageOf(query);
  const where = and(
    staffScope(caller, kind),
    containsAny([users.name, users.email, users.contact], query.search),
  )!;
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const result = await loadStaff(db, kind, where, {
    now,
    // docs/rules/auth.md#d3: the dates are Panama days; for creators they bound the leads their summary counts.
    span: panamaDays(startDate, endDate),
    page: { limit, offset: (page - 1) * limit },
  });
  return { result, countInfo: { total, totalPage: Math.ceil(total / limit) } };
}
