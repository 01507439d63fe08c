/**
 * Creates an admin, team leader, data creator or data picker. The admin and leader come from the
 * records the emails name, never from the names and contacts a body carries. A new picker shows on
 * its group's board (docs/rules/operations.md#d9.2).
 */
import {
  type AssignFor,
  type CreateAdminInput,
  DEFAULT_PHONE_COUNTRY,
  type PhoneCountry,
  type StaffKind,
  type StaffUser,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/caller';
import { groupOf, recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import type { ServiceDeps } from '../deps';
import { insertUser } from './create-user';
import { chooseAdmin, chooseLeader } from './hierarchy-choice';
import { loadOneStaff } from './load-staff';
import { assertManages, LEADER_FOR } from './scope';
import { staffContact } from './staff-contact';

/** Any of the four create bodies; the route's contract schema has already required what its kind needs. */
export interface CreateStaffInput extends CreateAdminInput {
  admin_email?: string;
  team_leader_email?: string;
  assignFor?: AssignFor;
}

export async function createStaff(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  kind: StaffKind,
  input: CreateStaffInput,
  /** The install's PHONE_COUNTRY, for a contact that is no Panamanian number. */
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): Promise<StaffUser> {
  assertManages(caller, kind);
  const contact = staffContact(input.contact, country);
  const now = clock();
  // Hashed before the transaction: scrypt is slow and PGlite serves one statement at a time.
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const user = await insertStaff(tx, caller, kind, { ...input, contact }, passwordHash);
    // docs/rules/audit.md#d10.1: who was made, where, in the group it joins.
    await recordAudit(tx, {
      action: 'user-created',
      actor: caller,
      at: now,
      target: { kind: 'user', id: user.id, label: user.name },
      after: { role: user.role, email: user.email, adminId: user.adminId, teamLeaderId: user.teamLeaderId },
      adminId: groupOf(user),
    });
    return user;
  });
  if (kind === 'data-picker') events.emit('boardChanged', { userId: created.id });
  return loadOneStaff(db, kind, created.id, now);
}

/** The new user's row, under the admin and leader the emails name. */
async function insertStaff(
  tx: Db,
  caller: Actor,
  kind: StaffKind,
  input: CreateStaffInput,
  passwordHash: string,
) {
  const { name, email, contact } = input;
  if (kind === 'admin') return insertUser(tx, { name, email, contact, role: kind }, passwordHash);
  const admin = await chooseAdmin(tx, caller, input.admin_email ?? '');
  const leaderFor = LEADER_FOR[kind];
  if (!leaderFor) {
    const assignFor = input.assignFor ?? null;
    return insertUser(tx, { name, email, contact, role: kind, adminId: admin.id, assignFor }, passwordHash);
  }
  const leader = await chooseLeader(tx, caller, admin, input.team_leader_email ?? '', leaderFor);
  const fields = { name, email, contact, role: kind, adminId: admin.id, teamLeaderId: leader.id };
  return insertUser(tx, fields, passwordHash);
}
