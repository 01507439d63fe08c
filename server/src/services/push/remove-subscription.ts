/** A device turns notifications off (docs/rules/notifications.md#d16.2): only the caller's own subscription goes. */
import { and, eq } from 'drizzle-orm';
import { PUSH_SUBSCRIPTION_NOT_FOUND } from '../../../../src/contract';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';

export async function removeSubscription(
  { db }: Deps<'db'>,
  userId: string,
  endpoint: string,
): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  // Another account's device reads as none: the answer must not tell whose it is.
  if (removed.length === 0) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
}
