/** The profile page's data: the user plus the cards of their admin and team leader. */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Profile } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Deps } from '../deps';

export async function getProfile({ db }: Deps<'db'>, userId: string): Promise<Profile | undefined> {
  const admin = alias(users, 'admin');
  const leader = alias(users, 'leader');
  const [row] = await db
    .select({
      user: users,
      admin: { name: admin.name, email: admin.email, contact: admin.contact },
      leader: {
        name: leader.name,
        email: leader.email,
        contact: leader.contact,
        assignFor: leader.assignFor,
      },
    })
    .from(users)
    .leftJoin(admin, eq(admin.id, users.adminId))
    .leftJoin(leader, eq(leader.id, users.teamLeaderId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    contact: user.contact,
    role: user.role,
    assignFor: user.assignFor,
    ...(user.pickLimit === null ? {} : { limit: user.pickLimit }),
    canBulkUpload: user.canBulkUpload,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    admin: row.admin,
    teamLeader: row.leader?.assignFor ? { ...row.leader, assignFor: row.leader.assignFor } : null,
  };
}
