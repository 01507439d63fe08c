/**
 * The final status of a deal (docs/rules/deals.md#d6): an admin in scope or the super-admin sets done or failed,
 * may correct one to the other, and every change records who and when. A change shows on the board of
 * the picker's group (docs/rules/operations.md#d9.2).
 */
import { and, eq, or } from 'drizzle-orm';
import { type ClosedRental, DEAL_NOT_FOUND, type FinalCloseInput } from '../../../../src/contract';
import { closedRentalChanges, closedRentals } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { dealScope } from './deal-scope';
import { loadDeal } from './load-deals';

export interface FinalCloseResult {
  deal: ClosedRental;
  /** False when the deal already had that status: nothing was written. */
  changed: boolean;
}

/** `id` is the deal's id; the lead's id (the API's `{rentalId}`, docs/rules/deals.md) finds the same deal. */
export async function finalClose(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  id: string,
  { status }: FinalCloseInput,
): Promise<FinalCloseResult> {
  const now = clock();
  const scope = dealScope(caller);
  const found = await db.transaction(async (tx) => {
    // Locked so two admins changing it at once both leave a history entry in the order applied.
    const [deal] = await tx
      .select({
        id: closedRentals.id,
        status: closedRentals.status,
        number: closedRentals.number,
        adminId: closedRentals.fetcherAdminId,
      })
      .from(closedRentals)
      .where(and(or(eq(closedRentals.id, id), eq(closedRentals.rentalId, id)), scope))
      .for('update');
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    if (deal.status === status) return { id: deal.id, changed: false };
    await tx.update(closedRentals).set({ status, updatedAt: now }).where(eq(closedRentals.id, deal.id));
    await tx
      .insert(closedRentalChanges)
      .values({ closedRentalId: deal.id, status, changedBy: caller._id, changedAt: now });
    // docs/rules/audit.md#d10.1, in the group of the picker who closed it (docs/rules/audit.md#d10.3).
    await recordAudit(tx, {
      action: 'deal-status-changed',
      actor: caller,
      at: now,
      target: { kind: 'deal', id: deal.id, label: deal.number },
      before: { status: deal.status },
      after: { status },
      adminId: deal.adminId,
    });
    await recordWebhookEvent(tx, {
      event: 'deal.status_changed',
      subjectId: deal.id,
      groups: [deal.adminId],
      at: now,
    });
    return { id: deal.id, changed: true };
  });
  const deal = (await loadDeal(db, found.id))!;
  if (found.changed) events.emit('boardChanged', { userId: deal.fetcher._id });
  return { deal, changed: found.changed };
}
