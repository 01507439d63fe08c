/**
 * Which staff a caller may see and act on (docs/rules/people.md#d4). Every people call asks this module, so the
 * hierarchy's rules live in one place and a list, a delete and an update can never disagree.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AssignFor, Role, StaffKind } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';

/** The leader assignment that manages each kind of field staff. */
export const LEADER_FOR: Partial<Record<StaffKind, AssignFor>> = {
  'data-creator': 'rental-creator',
  'data-picker': 'rental-picker',
};

const NOTHING = sql`false`;
const EVERYTHING = sql`true`;
/** A user row with no admin (never made by the API) owns nothing rather than everything. */
const is = (column: PgColumn, id: string | null): SQL => (id ? eq(column, id) : NOTHING);
const active = (role: Role) => and(eq(users.role, role), eq(users.isDeleted, false))!;

/** The part of the hierarchy the caller manages for `kind`, or undefined when it manages none. */
function managed(caller: Caller, kind: StaffKind): SQL | undefined {
  switch (caller.role) {
    case 'super-admin':
      return EVERYTHING;
    case 'admin':
      return kind === 'admin' ? undefined : eq(users.adminId, caller._id);
    case 'team-leader':
      if (caller.assignFor === null || caller.assignFor !== LEADER_FOR[kind]) return undefined;
      // docs/rules/people.md#d4: a rental-creator leader sees only its own creators; a rental-picker leader, its whole admin
      // group's pickers.
      return kind === 'data-creator' ? eq(users.teamLeaderId, caller._id) : is(users.adminId, caller.adminId);
    default:
      return undefined;
  }
}

/** Throws 403 unless the caller manages users of `kind` at all. */
export function assertManages(caller: Caller, kind: StaffKind): void {
  if (!managed(caller, kind)) throw forbidden();
}

/**
 * The active users of `kind` the caller may see and act on, as a condition on `users`.
 * Throws 403 when the caller manages no users of that kind.
 */
export function staffScope(caller: Caller, kind: StaffKind): SQL {
  const where = managed(caller, kind);
  if (!where) throw forbidden();
  return and(active(kind), where)!;
}

/** The admins the caller may place new staff under: any for the super-admin, else only its own. */
export function adminChoices(caller: Caller): SQL {
  switch (caller.role) {
    case 'super-admin':
      return active('admin');
    case 'admin':
      return and(active('admin'), eq(users.id, caller._id))!;
    case 'team-leader':
      return and(active('admin'), is(users.id, caller.adminId))!;
    default:
      return NOTHING;
  }
}

/** The leaders the caller may place new staff under: the super-admin any, an admin its own, a leader itself. */
export function leaderChoices(caller: Caller): SQL {
  switch (caller.role) {
    case 'super-admin':
      return active('team-leader');
    case 'admin':
      return and(active('team-leader'), eq(users.adminId, caller._id))!;
    case 'team-leader':
      return and(active('team-leader'), eq(users.id, caller._id))!;
    default:
      return NOTHING;
  }
}
