/** The admins and team leaders a create form offers, and the signed-in leader's own card. */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignFor, PersonOption, TeamLeaderSelf } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/http-error';
import { sameEmail } from '../auth/find-user';
import type { Deps } from '../deps';
import { adminChoices, leaderChoices } from './scope';

const option = { _id: users.id, name: users.name, email: users.email, contact: users.contact };

/** Every admin the caller may place staff under, by name. */
export const adminOptions = ({ db }: Deps<'db'>, caller: Caller): Promise<PersonOption[]> =>
  db.select(option).from(users).where(adminChoices(caller)).orderBy(asc(users.name), asc(users.id));

/** The caller's own leaders (an admin), optionally of one assignment. */
export const ownLeaderOptions = (
  { db }: Deps<'db'>,
  caller: Caller,
  assignFor?: AssignFor,
): Promise<PersonOption[]> =>
  db
    .select({ ...option, assignFor: users.assignFor })
    .from(users)
    .where(and(leaderChoices(caller), assignFor && eq(users.assignFor, assignFor)))
    .orderBy(asc(users.name), asc(users.id));

/** The leaders of the admin with `adminEmail`; an admin may ask only about itself. */
export async function leaderOptionsOf(
  { db }: Deps<'db'>,
  caller: Caller,
  adminEmail: string,
  assignFor?: AssignFor,
): Promise<PersonOption[]> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(adminChoices(caller), sameEmail(adminEmail)));
  // Only the super-admin learns whether another email is an admin.
  if (!admin) throw caller.role === 'super-admin' ? notFound('Admin not found') : forbidden();
  return db
    .select({ ...option, assignFor: users.assignFor })
    .from(users)
    .where(
      and(leaderChoices(caller), eq(users.adminId, admin.id), assignFor && eq(users.assignFor, assignFor)),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** The signed-in team leader with its admin's card. */
export async function teamLeaderSelf({ db }: Deps<'db'>, caller: Caller): Promise<TeamLeaderSelf> {
  const admin = alias(users, 'admin');
  const [row] = await db
    .select({
      ...option,
      assignFor: users.assignFor,
      admin: { email: admin.email, name: admin.name, contact: admin.contact },
    })
    .from(users)
    .leftJoin(admin, eq(admin.id, users.adminId))
    .where(leaderChoices(caller));
  if (!row?.assignFor) throw notFound('Team leader not found');
  const { admin: card, assignFor, ...self } = row;
  // Every leader made through the API has an admin; a hand-made one shows empty cards rather than failing.
  return {
    ...self,
    assignFor,
    admin_email: card?.email ?? '',
    admin_name: card?.name ?? '',
    admin_contact: card?.contact ?? '',
  };
}
