/**
 * The active staff member `id` that the caller manages, whatever its kind (docs/rules/people.md#d4.4): the super-admin
 * any, an admin its group's, a leader the kind it is assigned for in its scope. Out of scope reads as
 * unknown (404), so the answer never tells another group's users apart from ids that do not exist.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import { STAFF_KINDS, USER_NOT_FOUND } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { SessionOwner } from '../auth/sessions';
import { staffScope } from './scope';

/** Every kind's scope the caller has, joined: 403 when it manages no one at all. */
function anyStaffScope(caller: Caller): SQL {
  const scopes = STAFF_KINDS.flatMap((kind) => {
    try {
      return [staffScope(caller, kind)];
    } catch (error) {
      // staffScope refuses a kind the caller does not manage: that kind is left out.
      if (error instanceof HttpError) return [];
      throw error;
    }
  });
  if (scopes.length === 0) throw forbidden();
  return or(...scopes)!;
}

export async function findManagedUser(db: Db, caller: Caller, id: string): Promise<SessionOwner> {
  const scope = anyStaffScope(caller);
  const [user] = await db
    .select({ id: users.id, name: users.name, role: users.role, adminId: users.adminId })
    .from(users)
    .where(and(eq(users.id, id), scope));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
