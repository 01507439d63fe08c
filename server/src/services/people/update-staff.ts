/**
 * Changes to staff in scope: the daily pick limit (admins, pickers) and a creator's bulk upload
 * permission, each recorded in the audit trail with its value before and after (rule D10.1). A
 * picker's limit shows on its group's board (rule D9.2).
 */
import { and, eq } from 'drizzle-orm';
import type { AuditAction, StaffKind, StaffUser } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps, ServiceDeps } from '../deps';
import { loadOneStaff, STAFF_NOUN } from './load-staff';
import { staffScope } from './scope';

type Field = 'pickLimit' | 'canBulkUpload';

async function updateStaff<F extends Field>(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  kind: StaffKind,
  id: string,
  change: { field: F; value: NonNullable<(typeof users.$inferInsert)[F]>; action: AuditAction },
) {
  const now = clock();
  await db.transaction(async (tx) => {
    // The row is locked so the value recorded as "before" is the one this change replaces.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), staffScope(caller, kind)))
      .for('update');
    if (!user) throw notFound(`${STAFF_NOUN[kind]} not found`);
    await tx
      .update(users)
      .set({ [change.field]: change.value })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      action: change.action,
      actor: caller,
      at: now,
      target: { kind: 'user', id, label: user.name },
      before: { [change.field]: user[change.field] },
      after: { [change.field]: change.value },
      adminId: groupOf(user),
    });
  });
  return loadOneStaff(db, kind, id, now);
}

/** Rule D4: `limit` is the daily pick cap of a picker, or of all an admin's pickers together. */
export async function updateLimit(
  deps: ServiceDeps,
  caller: Actor,
  kind: 'admin' | 'data-picker',
  id: string,
  limit: number,
): Promise<StaffUser> {
  const change = { field: 'pickLimit', value: limit, action: 'user-limit-changed' } as const;
  const user = await updateStaff(deps, caller, kind, id, change);
  if (kind === 'data-picker') deps.events.emit('boardChanged', { userId: id });
  return user;
}

/** Rule D2: bulk upload is a per-creator permission. */
export const updateBulkUpload = (
  deps: Deps<'db' | 'now'>,
  caller: Actor,
  id: string,
  canBulkUpload: boolean,
): Promise<StaffUser> =>
  updateStaff(deps, caller, 'data-creator', id, {
    field: 'canBulkUpload',
    value: canBulkUpload,
    action: 'user-bulk-upload-changed',
  });
