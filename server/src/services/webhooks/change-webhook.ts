/**
 * Turning a subscription on or off, and deleting it with its delivery log (docs/rules/integrations.md#d15.7), each in
 * scope. Turned on again, a subscription the server had turned off for its failures starts afresh.
 */
import { eq } from 'drizzle-orm';
import { WEBHOOK_NOT_FOUND, type WebhookSubscription } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { webhookSubscriptions } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { loadWebhook } from './load-webhooks';
import { assertManagesWebhook } from './webhook-scope';

/** The subscription, locked for the change, once the caller may change it. */
export async function lockedWebhook(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select({ id: webhookSubscriptions.id, adminId: webhookSubscriptions.adminId })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .for('update');
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  assertManagesWebhook(caller, row.adminId);
  return row;
}

export async function setWebhookEnabled(
  { db }: Deps<'db'>,
  caller: Caller,
  id: string,
  enabled: boolean,
): Promise<WebhookSubscription> {
  await db.transaction(async (tx) => {
    await lockedWebhook(tx, caller, id);
    await tx
      .update(webhookSubscriptions)
      .set({ enabled, disabledForFailures: false })
      .where(eq(webhookSubscriptions.id, id));
  });
  return (await loadWebhook(db, id))!;
}

export async function deleteWebhook({ db }: Deps<'db'>, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedWebhook(tx, caller, id);
    await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  });
}
