/** A picker's own deals counted by status (GET /closedRental/getClosedRentalCount-picker). */
import { count, eq } from 'drizzle-orm';
import { CLOSED_STATUSES, type ClosedRentalCounts } from '../../../../src/contract';
import { closedRentals } from '../../db/schema';
import type { Deps } from '../deps';

export async function countPickerDeals({ db }: Deps<'db'>, pickerId: string): Promise<ClosedRentalCounts> {
  const rows = await db
    .select({ status: closedRentals.status, total: count() })
    .from(closedRentals)
    .where(eq(closedRentals.fetcherId, pickerId))
    .groupBy(closedRentals.status);
  const counts = Object.fromEntries(CLOSED_STATUSES.map((status) => [status, 0])) as ClosedRentalCounts;
  for (const { status, total } of rows) counts[status] = total;
  return counts;
}
