/**
 * Whose group a key call is about (docs/rules/integrations.md#d15.3): an admin's own, whatever it names
 * (naming another is refused); the super-admin's the group it names, which must be an active admin.
 */
import { sql } from 'drizzle-orm';
import { API_KEY_GROUP_REQUIRED, API_KEY_GROUP_UNKNOWN } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden } from '../../lib/http-error';

const groupError = (message: string) => badRequest(message, [{ path: 'groupId', message }]);

/** The admin (group) a new key acts for. */
export async function groupForNewKey(db: Db, caller: Caller, groupId: string | undefined): Promise<string> {
  if (caller.role === 'admin') {
    if (groupId !== undefined && groupId !== caller._id) throw forbidden();
    return caller._id;
  }
  if (groupId === undefined) throw groupError(API_KEY_GROUP_REQUIRED);
  const admin = await firstRow<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE id = ${groupId} AND role = 'admin' AND NOT is_deleted`,
  );
  if (!admin) throw groupError(API_KEY_GROUP_UNKNOWN);
  return admin.id;
}

/** The group a list or a revocation is limited to: an admin's own; for the super-admin, `groupId` or every group. */
export function groupInScope(caller: Caller, groupId: string | undefined): string | undefined {
  if (caller.role !== 'admin') return groupId;
  if (groupId !== undefined && groupId !== caller._id) throw forbidden();
  return caller._id;
}
