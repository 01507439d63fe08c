/**
 * A supervisor releases a lead a picker holds back to the pool (docs/rules/operations.md#d9.3). The lead must be held by
 * an active picker the caller manages; the release and a finish of the same lead lock the same row,
 * so only one of them can succeed. Once committed it is raised as `leadReleased`: the picker and the
 * boards of its group hear of it.
 */
import { eq, sql } from 'drizzle-orm';
import { NOT_HELD, RENTAL_NOT_FOUND } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import type { ReleasedLead } from '../../lib/events';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { returnToPool } from '../leads/return-to-pool';
import { staffScope } from '../people/scope';

/** docs/rules/audit.md#d10.1: whose hold ended, in the picker's group. */
async function recordRelease(tx: Db, caller: Actor, lead: ReleasedLead, now: Date) {
  const [picker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, lead.pickerId));
  await recordAudit(tx, {
    action: 'lead-released',
    actor: caller,
    at: now,
    target: { kind: 'lead', id: lead.rentalId, label: lead.number },
    before: { heldBy: picker?.name ?? null, heldById: lead.pickerId },
    after: { heldBy: null },
    adminId: lead.adminId,
  });
}

export async function releaseLead(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  rentalId: string,
): Promise<ReleasedLead> {
  const now = clock();
  const managed = sql`SELECT ${users.id} FROM ${users} WHERE ${staffScope(caller, 'data-picker')}`;
  const released = await db.transaction(async (tx) => {
    const [lead] = await returnToPool(
      tx,
      sql`rentals.id = ${rentalId} AND rentals.fetcher_id IN (${managed})`,
      {
        reason: 'released',
        by: caller._id,
        afterMinutes: null,
        now,
      },
    );
    if (lead) await recordRelease(tx, caller, lead, now);
    return lead;
  });
  if (released) {
    events.emit('leadReleased', { ...released, inAnswer: false });
    return released;
  }
  // Nothing released: a lead the caller's pickers finished or lost meanwhile is "no longer held";
  // anything else (unknown, another group's, held by a picker out of scope) reads as unknown.
  const ours = await firstRow(
    db,
    sql`SELECT 1 FROM rentals WHERE id = ${rentalId} AND NOT (is_fetched AND NOT is_finished)
      AND (fetcher_id IN (${managed})
        OR EXISTS (SELECT 1 FROM lead_releases WHERE rental_id = rentals.id AND picker_id IN (${managed})))`,
  );
  if (ours) throw conflict(NOT_HELD);
  throw notFound(RENTAL_NOT_FOUND);
}
