/** Which deals a caller may see and act on (docs/rules/people.md#d4); every deal call asks this module. */
import { eq, type SQL, sql } from 'drizzle-orm';
import { closedRentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';

/**
 * The deals the caller may see, as a condition on `closed_rentals`. A deal belongs to the group of
 * the picker who closed it, as the lead recorded it at claim time. Throws 403 for roles that never
 * see deals: creators and rental-creator leaders. Out of scope reads as missing (DEAL_NOT_FOUND, docs/decisions.md#p21),
 * so ids of other groups' deals cannot be probed.
 */
export function dealScope(caller: Caller): SQL {
  switch (caller.role) {
    case 'super-admin':
      return sql`true`;
    case 'admin':
      return eq(closedRentals.fetcherAdminId, caller._id);
    case 'data-picker':
      return eq(closedRentals.fetcherId, caller._id);
    case 'team-leader':
      if (caller.assignFor !== 'rental-picker') throw forbidden();
      // A leader without an admin (never made by the API) sees nothing rather than everything.
      return caller.adminId ? eq(closedRentals.fetcherAdminId, caller.adminId) : sql`false`;
    default:
      throw forbidden();
  }
}
