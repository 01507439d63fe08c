/** A staff row on the wire (StaffUser): the user, its admin's and leader's cards, and its kind's counts. */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffKind, StaffUser } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

const admin = alias(users, 'admin');
const leader = alias(users, 'leader');
const card = (person: typeof admin | typeof leader) => ({
  name: person.name,
  email: person.email,
  contact: person.contact,
});

/** Selects the columns a staff row needs and nothing more: the password hash never leaves the table. */
export const selectStaff = (db: Db) =>
  db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        contact: users.contact,
        role: users.role,
        assignFor: users.assignFor,
        pickLimit: users.pickLimit,
        canBulkUpload: users.canBulkUpload,
        createdAt: users.createdAt,
      },
      admin: card(admin),
      leader: card(leader),
    })
    .from(users)
    .leftJoin(admin, eq(admin.id, users.adminId))
    .leftJoin(leader, eq(leader.id, users.teamLeaderId));

export type StaffRecord = Awaited<ReturnType<ReturnType<typeof selectStaff>['execute']>>[number];

export interface StaffCounts {
  todayPicked: number;
  numberStatusSummary: { valid: number; invalid: number };
}

const adminCard = (r: StaffRecord) => ({
  admin_email: r.admin?.email ?? null,
  admin_name: r.admin?.name ?? null,
  admin_contact: r.admin?.contact ?? null,
});

const leaderCard = (r: StaffRecord) => ({
  team_leader_email: r.leader?.email ?? null,
  team_leader_name: r.leader?.name ?? null,
  team_leader_contact: r.leader?.contact ?? null,
});

/** Each kind shows the columns of its table (docs/rules/people.md, "Screens": the user table). */
export function toStaffUser(kind: StaffKind, r: StaffRecord, counts: StaffCounts): StaffUser {
  const { user } = r;
  const base: StaffUser = {
    _id: user.id,
    name: user.name,
    email: user.email,
    contact: user.contact,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
  const limit = user.pickLimit === null ? {} : { limit: user.pickLimit };
  switch (kind) {
    case 'admin':
      return { ...base, todayPicked: counts.todayPicked, ...limit };
    case 'team-leader':
      return { ...base, ...adminCard(r), assignFor: user.assignFor, todayPicked: counts.todayPicked };
    case 'data-creator':
      return {
        ...base,
        ...adminCard(r),
        ...leaderCard(r),
        canBulkUpload: user.canBulkUpload,
        numberStatusSummary: counts.numberStatusSummary,
      };
    case 'data-picker':
      return { ...base, ...adminCard(r), ...leaderCard(r), todayPicked: counts.todayPicked, ...limit };
  }
}
