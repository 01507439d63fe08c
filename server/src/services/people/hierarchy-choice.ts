/**
 * Resolves the admin and team leader a create form names, by email, within the caller's scope. The
 * rows are locked (FOR KEY SHARE) until the new user is inserted, so a concurrent delete of that
 * admin or leader (FOR UPDATE) waits and then sees the new staff member instead of orphaning it. KEY
 * SHARE, not SHARE: it does not wait for the lead claims that lock the admin FOR NO KEY UPDATE.
 */
import { and, eq } from 'drizzle-orm';
import { ASSIGN_FOR_LABELS, type AssignFor } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/http-error';
import { sameEmail } from '../auth/find-user';
import { adminChoices, leaderChoices } from './scope';

// One answer for unknown, deleted and out-of-scope choices: the form must not reveal other groups.
const ADMIN_NOT_FOUND = 'Admin not found';
const LEADER_NOT_FOUND = 'Team Leader not found for this admin';
const leaderMismatch = (assignFor: AssignFor) =>
  `Team Leader must be assigned for ${ASSIGN_FOR_LABELS[assignFor]}`;

const refused = (path: string, message: string) => badRequest(message, [{ path, message }]);

export async function chooseAdmin(tx: Db, caller: Caller, email: string): Promise<{ id: string }> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(adminChoices(caller), sameEmail(email)))
    .for('key share');
  if (!admin) throw refused('admin_email', ADMIN_NOT_FOUND);
  return admin;
}

export async function chooseLeader(
  tx: Db,
  caller: Caller,
  admin: { id: string },
  email: string,
  assignFor: AssignFor,
): Promise<{ id: string }> {
  const [leader] = await tx
    .select({ id: users.id, assignFor: users.assignFor })
    .from(users)
    .where(and(leaderChoices(caller), eq(users.adminId, admin.id), sameEmail(email)))
    .for('key share');
  if (!leader) throw refused('team_leader_email', LEADER_NOT_FOUND);
  if (leader.assignFor !== assignFor) throw refused('team_leader_email', leaderMismatch(assignFor));
  return leader;
}
