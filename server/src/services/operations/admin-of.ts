/** Whose boards a change of these users' work concerns: their admin groups (docs/rules/operations.md#d9.2). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** The users' admins, deleted users included (a deleted picker's board changes too); null for none. */
export async function adminsOf(db: Db, userIds: readonly string[]): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ adminId: users.adminId })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return rows.map((row) => row.adminId);
}
