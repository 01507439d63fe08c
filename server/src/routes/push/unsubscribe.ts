/** DELETE /push/subscriptions: this device's subscription removed, the caller's own only (docs/rules/notifications.md#d16.2). */
import type { FastifyInstance } from 'fastify';
import { pushApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { removeSubscription } from '../../services/push/remove-subscription';

export default async function unsubscribeRoute(app: FastifyInstance) {
  route(app, pushApi.unsubscribe, async ({ body, user, deps }) => {
    await removeSubscription(deps, user._id, body.endpoint);
    return success(pushApi.unsubscribe, null);
  });
}
