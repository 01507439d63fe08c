/** Changes to staff in scope: the daily pick limit (admins, pickers) and a creator's bulk upload permission. */
import { and, eq } from 'drizzle-orm';
import type { StaffKind, StaffUser } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { loadOneStaff, STAFF_NOUN } from './load-staff';
import { staffScope } from './scope';

type Change = Partial<Pick<typeof users.$inferInsert, 'pickLimit' | 'canBulkUpload'>>;

async function updateStaff(db: Db, caller: Caller, kind: StaffKind, id: string, change: Change, now: Date) {
  const [updated] = await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, id), staffScope(caller, kind)))
    .returning({ id: users.id });
  if (!updated) throw notFound(`${STAFF_NOUN[kind]} not found`);
  return loadOneStaff(db, kind, id, now);
}

/** Rule D4: `limit` is the daily pick cap of a picker, or of all an admin's pickers together. */
export const updateLimit = (
  db: Db,
  caller: Caller,
  kind: 'admin' | 'data-picker',
  id: string,
  limit: number,
  now: Date,
): Promise<StaffUser> => updateStaff(db, caller, kind, id, { pickLimit: limit }, now);

/** Rule D2: bulk upload is a per-creator permission. */
export const updateBulkUpload = (
  db: Db,
  caller: Caller,
  id: string,
  canBulkUpload: boolean,
  now: Date,
): Promise<StaffUser> => updateStaff(db, caller, 'data-creator', id, { canBulkUpload }, now);
