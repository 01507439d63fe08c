/**
 * Moving staff between teams (docs/rules/people.md#d4.8) and a deleted leader's or admin's staff to a new home (rule
 * D4.9), one transaction each. The two people a move names, the moved and the target, are locked
 * together FOR UPDATE in id order (as claim_lead orders its locks), so two moves or deletes naming
 * the same pair never wait on each other crosswise, and a create or a delete that names either waits
 * for the outcome and then sees it (see hierarchy-choice). A picker's held lead follows it; finished
 * and created leads keep the team they were made in.
 */
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_TARGET_NOT_FOUND,
  ALREADY_THERE,
  type AssignFor,
  HAS_STAFF,
  LEADER_TARGET_NOT_FOUND,
  type StaffUser,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rentals, users } from '../../db/schema';
import type { Actor, Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { loadOneStaff, STAFF_NOUN } from './load-staff';
import { adminTargets, leaderTargets } from './move-targets';
import { LEADER_FOR, staffScope } from './scope';

/** Where moved staff go: always an admin; pickers and creators also a leader. */
interface Home {
  adminId: string | null;
  teamLeaderId?: string;
}

const refused = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** Locks the users `ids` in id order (see the module's comment). */
export async function lockPeople(tx: Db, ids: string[]): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
}

/** Puts the active users matching `who` in `home`; the leads the pickers among them hold follow. */
async function placeStaff(tx: Db, who: SQL, home: Home): Promise<void> {
  const moved = await tx
    .update(users)
    .set(home)
    .where(and(who, eq(users.isDeleted, false)))
    .returning({ id: users.id });
  if (moved.length === 0) return;
  await tx
    .update(rentals)
    .set({ fetcherAdminId: home.adminId, ...(home.teamLeaderId && { fetcherLeaderId: home.teamLeaderId }) })
    .where(
      and(
        inArray(
          rentals.fetcherId,
          moved.map((m) => m.id),
        ),
        eq(rentals.isFetched, true),
        eq(rentals.isFinished, false),
      ),
    );
}

/** The active leader `toId` of `assignFor` in the caller's scope. */
async function leaderTarget(tx: Db, caller: Caller, assignFor: AssignFor, toId: string, path: string) {
  const [leader] = await tx
    .select({ id: users.id, adminId: users.adminId })
    .from(users)
    .where(and(eq(users.id, toId), leaderTargets(caller, assignFor)));
  // One answer for unknown, deleted, wrong kind and out of scope (docs/decisions.md#p20).
  if (!leader) throw refused(path, LEADER_TARGET_NOT_FOUND);
  return leader;
}

/** The active admin `toId` the caller may place staff under. */
async function adminTarget(tx: Db, caller: Caller, toId: string, path: string) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, toId), adminTargets(caller)));
  if (!admin) throw refused(path, ADMIN_TARGET_NOT_FOUND);
  return admin;
}

/** The user `id` of `kind` in the caller's scope, read after the lock; 404 like a delete otherwise. */
async function movedUser(
  tx: Db,
  caller: Caller,
  kind: 'data-picker' | 'data-creator' | 'team-leader',
  id: string,
) {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      adminId: users.adminId,
      teamLeaderId: users.teamLeaderId,
    })
    .from(users)
    .where(and(eq(users.id, id), staffScope(caller, kind)));
  if (!user) throw notFound(`${STAFF_NOUN[kind]} not found`);
  return user;
}

/** A home as the audit trail shows it: the admin's and the leader's names beside their ids. */
async function homeLabel(tx: Db, home: { adminId: string | null; teamLeaderId?: string | null }) {
  const ids = [home.adminId, home.teamLeaderId].filter((id): id is string => Boolean(id));
  const named = ids.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: string | null | undefined) => named.find((row) => row.id === id)?.name ?? null;
  return home.teamLeaderId === undefined
    ? { adminId: home.adminId, admin: nameOf(home.adminId) }
    : {
        adminId: home.adminId,
        admin: nameOf(home.adminId),
        teamLeaderId: home.teamLeaderId,
        teamLeader: nameOf(home.teamLeaderId),
      };
}

/**
 * docs/rules/audit.md#d10.1: the move in the audit trail, from the old home to the new, in the group the user
 * left (docs/rules/audit.md#d10.3).
 */
async function recordMove(
  tx: Db,
  caller: Actor,
  user: Awaited<ReturnType<typeof movedUser>>,
  home: Home,
  now: Date,
) {
  const leader = home.teamLeaderId === undefined ? {} : { teamLeaderId: user.teamLeaderId };
  await recordAudit(tx, {
    action: 'user-moved',
    actor: caller,
    at: now,
    target: { kind: 'user', id: user.id, label: user.name },
    before: await homeLabel(tx, { adminId: user.adminId, ...leader }),
    after: await homeLabel(tx, home),
    adminId: groupOf(user),
  });
}

/**
 * A picker or creator moves to another leader of its kind; it takes that leader's admin. Answers the
 * moved user as the lists show it; the boards of the group it left and of the one it joined change.
 */
export async function moveMember(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  kind: 'data-picker' | 'data-creator',
  id: string,
  toId: string,
): Promise<StaffUser> {
  const now = clock();
  const adminIds = await db.transaction(async (tx) => {
    await lockPeople(tx, [id, toId]);
    const user = await movedUser(tx, caller, kind, id);
    const leader = await leaderTarget(tx, caller, LEADER_FOR[kind]!, toId, 'toId');
    if (leader.id === user.teamLeaderId) throw refused('toId', ALREADY_THERE);
    const home = { adminId: leader.adminId, teamLeaderId: leader.id };
    await placeStaff(tx, eq(users.id, id), home);
    await recordMove(tx, caller, user, home, now);
    return [user.adminId, leader.adminId];
  });
  events.emit('boardChanged', { adminIds });
  return loadOneStaff(db, kind, id, now);
}

/**
 * A team leader moves to another admin, and all its staff with it (the super-admin's move). Its own
 * sessions close: the board sockets it opened watch the group it left until they open again.
 */
export async function moveLeader(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  id: string,
  toId: string,
): Promise<StaffUser> {
  const now = clock();
  const adminIds = await db.transaction(async (tx) => {
    await lockPeople(tx, [id, toId]);
    const user = await movedUser(tx, caller, 'team-leader', id);
    const admin = await adminTarget(tx, caller, toId, 'toId');
    if (admin.id === user.adminId) throw refused('toId', ALREADY_THERE);
    await placeStaff(tx, or(eq(users.id, id), eq(users.teamLeaderId, id))!, { adminId: admin.id });
    await recordMove(tx, caller, user, { adminId: admin.id }, now);
    return [user.adminId, admin.id];
  });
  events.emit('boardChanged', { adminIds });
  events.emit('accountMoved', { userId: id });
  return loadOneStaff(db, 'team-leader', id, now);
}

/** The leader or admin about to be deleted, locked and in scope. */
export interface Leaving {
  kind: 'admin' | 'team-leader';
  id: string;
  adminId: string | null;
  assignFor: AssignFor | null;
}

/**
 * docs/rules/people.md#d4.9: the active staff of a leader or admin about to be deleted move to `toId`, inside the
 * delete's transaction (both already locked by it). Without staff `toId` is not looked at; with staff
 * and no `toId` the delete is refused (docs/rules/people.md#d4.3). Answers the admin groups whose boards changed.
 */
export async function moveStaffAway(
  tx: Db,
  caller: Actor,
  leaving: Leaving,
  toId: string | undefined,
  now: Date,
): Promise<(string | null)[]> {
  const under = leaving.kind === 'admin' ? users.adminId : users.teamLeaderId;
  const staffOf = and(eq(under, leaving.id), eq(users.isDeleted, false))!;
  const staff = await tx
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      adminId: users.adminId,
      teamLeaderId: users.teamLeaderId,
    })
    .from(users)
    .where(staffOf);
  if (staff.length === 0) return [];
  if (toId === undefined) throw conflict(HAS_STAFF);
  let home: Home;
  if (leaving.kind === 'admin') {
    const admin = toId === leaving.id ? undefined : await adminTarget(tx, caller, toId, 'moveStaffTo');
    if (!admin) throw refused('moveStaffTo', ADMIN_TARGET_NOT_FOUND);
    home = { adminId: admin.id };
  } else {
    // A leader with staff has an assignment: every leader made through the API does.
    const leader =
      toId === leaving.id || !leaving.assignFor
        ? undefined
        : await leaderTarget(tx, caller, leaving.assignFor, toId, 'moveStaffTo');
    if (!leader) throw refused('moveStaffTo', LEADER_TARGET_NOT_FOUND);
    home = { adminId: leader.adminId, teamLeaderId: leader.id };
  }
  await placeStaff(tx, staffOf, home);
  // Each one moved is in the audit trail, as if moved on its own (docs/rules/audit.md#d10.1).
  for (const user of staff) await recordMove(tx, caller, user, home, now);
  return [leaving.kind === 'admin' ? leaving.id : leaving.adminId, home.adminId];
}
