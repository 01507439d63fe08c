/** Lookups of accounts that can still sign in (not soft-deleted), by id or by email in any case. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type UserRow, users } from '../../db/schema';

/** Compares lower(email) so the query uses the unique index on it. */
export const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sameEmail(email), eq(users.isDeleted, false)));
  return user;
}

export async function findActiveUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isDeleted, false)));
  return user;
}
