/**
 * Soft delete (docs/rules/people.md#d4): the user leaves every list and can no longer sign in, every session
 * ends, and a picker's held lead goes back to the pool, all in one transaction. A leader or admin
 * with staff is deleted only when its staff move first, in the same transaction (docs/rules/people.md#d4.9). The
 * delete is in the audit trail (docs/rules/audit.md#d10.1). Once committed, the account's sockets close
 * (`accountEnded`) and the boards of the groups it and its staff left change (docs/rules/operations.md#d9.2).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { StaffKind } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { pushSubscriptions, users } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import type { ServiceDeps } from '../deps';
import { STAFF_NOUN } from './load-staff';
import { lockPeople, moveStaffAway } from './move-staff';
import { staffScope } from './scope';

/** Deletes user `id` of `kind`; a leader's or admin's staff first move to `moveStaffTo`. */
export async function deleteStaff(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  kind: StaffKind,
  id: string,
  moveStaffTo?: string,
): Promise<void> {
  const now = clock();
  const scope = staffScope(caller, kind);
  const adminIds = await db.transaction(async (tx) => {
    // Locked so a create naming this user as admin or leader waits for the outcome (see hierarchy-choice),
    // with the target of the move in the same order a move locks them (see move-staff).
    await lockPeople(tx, moveStaffTo ? [id, moveStaffTo] : [id]);
    const [target] = await tx
      .select({ name: users.name, role: users.role, adminId: users.adminId, assignFor: users.assignFor })
      .from(users)
      .where(and(eq(users.id, id), scope));
    // Out of scope reads as unknown: the answer must not reveal another group's users.
    if (!target) throw notFound(`${STAFF_NOUN[kind]} not found`);
    const moved =
      kind === 'admin' || kind === 'team-leader'
        ? await moveStaffAway(
            tx,
            caller,
            { kind, id, adminId: target.adminId, assignFor: target.assignFor },
            moveStaffTo,
            now,
          )
        : [];
    await tx.update(users).set({ isDeleted: true, deletedAt: now }).where(eq(users.id, id));
    await revokeUserRefreshTokens(tx, id, now);
    // A deleted account's devices are told nothing more (docs/rules/notifications.md#d16.2).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
    if (kind === 'data-picker') await releaseHeldLead(tx, id, now);
    // docs/rules/audit.md#d10.1; where its staff went shows when they moved (docs/rules/people.md#d4.9).
    await recordAudit(tx, {
      action: 'user-deleted',
      actor: caller,
      at: now,
      target: { kind: 'user', id, label: target.name },
      ...(moved.length > 0 && { after: { moveStaffTo } }),
      adminId: groupOf({ id, ...target }),
    });
    return [kind === 'admin' ? id : target.adminId, ...moved];
  });
  events.emit('accountEnded', { userId: id });
  // A creator shows on no board; a picker leaves its group's, its held lead back in the pool.
  if (kind !== 'data-creator') events.emit('boardChanged', { adminIds });
}

/**
 * The lead a picker holds (fetched, not finished) returns to the pool as if never claimed; one served
 * again after an outcome goes back due at once, as a release sends it (docs/rules/claiming.md#d5.5). The picker's own
 * waiting callbacks become its team's at once, instead of waiting out the grace for a picker gone.
 */
async function releaseHeldLead(tx: Db, pickerId: string, now: Date) {
  await tx.execute(sql`UPDATE rentals SET is_fetched = outcome IS NOT NULL, fetcher_id = NULL,
      fetcher_admin_id = NULL, fetcher_leader_id = NULL, fetched_at = NULL, updated_at = ${now},
      due_at = CASE WHEN outcome IS NOT NULL THEN ${now}::timestamptz END,
      callback_picker_id = CASE WHEN callback_leader_id IS NULL THEN callback_picker_id END
    WHERE fetcher_id = ${pickerId} AND is_fetched AND NOT is_finished`);
  await tx.execute(sql`UPDATE rentals SET callback_picker_id = NULL
    WHERE callback_picker_id = ${pickerId} AND callback_leader_id IS NOT NULL AND fetcher_id IS NULL
      AND due_at IS NOT NULL`);
}
