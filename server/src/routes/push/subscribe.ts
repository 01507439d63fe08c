/** POST /push/subscriptions: this device's subscription, kept for the caller (docs/rules/notifications.md#d16.2). */
import type { FastifyInstance } from 'fastify';
import { pushApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { saveSubscription } from '../../services/push/save-subscription';

export default async function subscribeRoute(app: FastifyInstance) {
  route(app, pushApi.subscribe, async ({ body, user, deps }) => {
    await saveSubscription(deps, user._id, body, app.config.pushAllowLoopbackHttp);
    return success(pushApi.subscribe, null);
  });
}
