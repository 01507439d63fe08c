/**
 * Soft delete (rule D4): the user leaves every list and can no longer sign in, every session
 * ends, and a picker's held lead goes back to the pool, all in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { HAS_STAFF, type StaffKind } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rentals, users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { STAFF_NOUN } from './load-staff';
import { staffScope } from './scope';

/** Who counts as staff under an admin or a leader. */
const UNDER = { admin: users.adminId, 'team-leader': users.teamLeaderId } as const;

export async function deleteStaff(db: Db, caller: Caller, kind: StaffKind, id: string, now: Date) {
  const scope = staffScope(caller, kind);
  await db.transaction(async (tx) => {
    // Locked so a create naming this user as admin or leader waits for the outcome (see hierarchy-choice).
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), scope))
      .for('update');
    // Out of scope reads as unknown: the answer must not reveal another group's users.
    if (!target) throw notFound(`${STAFF_NOUN[kind]} not found`);
    if (kind === 'admin' || kind === 'team-leader') {
      const [staff] = await tx
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(UNDER[kind], id), eq(users.isDeleted, false)))
        .limit(1);
      if (staff) throw conflict(HAS_STAFF);
    }
    await tx.update(users).set({ isDeleted: true, deletedAt: now }).where(eq(users.id, id));
    await revokeUserRefreshTokens(tx, id, now);
    if (kind === 'data-picker') await releaseHeldLead(tx, id);
  });
}

/** The lead a picker holds (fetched, not finished) returns to the pool as if never fetched. */
async function releaseHeldLead(tx: Db, pickerId: string) {
  await tx
    .update(rentals)
    .set({ isFetched: false, fetcherId: null, fetcherAdminId: null, fetcherLeaderId: null, fetchedAt: null })
    .where(and(eq(rentals.fetcherId, pickerId), eq(rentals.isFetched, true), eq(rentals.isFinished, false)));
}
