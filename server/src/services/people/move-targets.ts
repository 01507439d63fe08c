/**
 * Where staff may move (docs/rules/people.md#d4.8): the leaders and admins a move, a delete with a move (docs/rules/people.md#d4.9)
 * and the Move dialog may name. The three share these conditions, so the dialog never offers a
 * target the move then refuses.
 */
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import {
  type AssignFor,
  type MovePurpose,
  type PersonOption,
  type Role,
  STAFF_KINDS,
  type StaffKind,
} from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { adminChoices, LEADER_FOR, leaderChoices, staffScope } from './scope';

/** Active leaders of `assignFor` the caller may place staff under: an admin, only its own. */
export const leaderTargets = (caller: Caller, assignFor: AssignFor): SQL =>
  and(leaderChoices(caller), eq(users.assignFor, assignFor))!;

/** Active admins the caller may place staff under; only the super-admin moves anyone across admins. */
export const adminTargets = (caller: Caller): SQL => adminChoices(caller);

const USER_NOT_FOUND = 'User not found';
const NOT_MOVABLE = 'Admins are not moved';
const NO_STAFF = 'Only team leaders and admins have staff to move';

/** Every active user the caller manages, of any kind: the others read as unknown (docs/decisions.md#p20). */
function managedStaff(caller: Caller): SQL {
  const kinds = caller.role === 'super-admin' ? STAFF_KINDS : STAFF_KINDS.filter((kind) => kind !== 'admin');
  return or(...kinds.map((kind) => staffScope(caller, kind)))!;
}

interface Mover {
  id: string;
  role: Role;
  assignFor: AssignFor | null;
  adminId: string | null;
  teamLeaderId: string | null;
}

const option = { _id: users.id, name: users.name, email: users.email, contact: users.contact };
/** Not where the user already is; a hand-made user with no leader or admin excludes nothing. */
const except = (id: string | null) => (id === null ? undefined : ne(users.id, id));
const refused = (message: string) => badRequest(message, [{ path: 'for', message }]);

/** The targets as a condition, and whether they are leaders (shown with their assignment) or admins. */
function targetsOf(caller: Caller, user: Mover, purpose: MovePurpose): { where: SQL; leaders: boolean } {
  const memberOf = LEADER_FOR[user.role as StaffKind];
  if (purpose === 'self') {
    if (memberOf) {
      return { leaders: true, where: and(leaderTargets(caller, memberOf), except(user.teamLeaderId))! };
    }
    if (user.role === 'team-leader') {
      // docs/rules/people.md#d4.8: only the super-admin moves a leader, with its staff, to another admin.
      if (caller.role !== 'super-admin') throw forbidden();
      return { leaders: false, where: and(adminTargets(caller), except(user.adminId))! };
    }
    throw refused(NOT_MOVABLE);
  }
  if (user.role === 'team-leader' && user.assignFor) {
    return { leaders: true, where: and(leaderTargets(caller, user.assignFor), except(user.id))! };
  }
  if (user.role === 'admin') return { leaders: false, where: and(adminTargets(caller), except(user.id))! };
  throw refused(NO_STAFF);
}

/** Where user `id` (purpose 'self') or its staff before its delete ('staff') may move, by name. */
export async function moveTargets(
  { db }: Deps<'db'>,
  caller: Caller,
  id: string,
  purpose: MovePurpose,
): Promise<PersonOption[]> {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      assignFor: users.assignFor,
      adminId: users.adminId,
      teamLeaderId: users.teamLeaderId,
    })
    .from(users)
    .where(and(eq(users.id, id), managedStaff(caller)));
  if (!user) throw notFound(USER_NOT_FOUND);
  const { where, leaders } = targetsOf(caller, user, purpose);
  const columns = leaders ? { ...option, assignFor: users.assignFor } : option;
  return db.select(columns).from(users).where(where).orderBy(asc(users.name), asc(users.id));
}
