/** Whose board a change of this user's work concerns: its admin group (rule D9.2). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** The user's admin, deleted or not (a deleted picker's board changes too); null when it has none. */
export async function adminOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ adminId: users.adminId }).from(users).where(eq(users.id, userId));
  return user?.adminId ?? null;
}
