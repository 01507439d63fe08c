/**
 * A device turns notifications on (docs/rules/notifications.md#d16.2): its subscription is kept for the
 * caller. A browser holds one subscription per site, so an endpoint another account subscribed from the
 * same device moves to the caller, with the keys it gives now.
 */
import { PUSH_ENDPOINT_INVALID, type PushSubscriptionInput } from '../../../../src/contract';
import { LOOPBACK } from '../../config';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { Deps } from '../deps';

/** https, or plain http to a loopback host when the setting allows it (the tests' own push service). */
export function isPushEndpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK.includes(url.hostname);
}

export async function saveSubscription(
  { db, now }: Deps<'db' | 'now'>,
  userId: string,
  input: PushSubscriptionInput,
  allowLoopbackHttp: boolean,
): Promise<void> {
  if (!isPushEndpointAllowed(input.endpoint, allowLoopbackHttp))
    throw badRequest(PUSH_ENDPOINT_INVALID, [{ path: 'endpoint', message: PUSH_ENDPOINT_INVALID }]);
  const kept = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...kept, endpoint: input.endpoint, createdAt: now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: kept });
}
