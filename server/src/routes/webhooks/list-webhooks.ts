/** GET /webhooks: the subscriptions the caller manages (docs/rules/integrations.md#d15.7). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { loadWebhooks } from '../../services/webhooks/load-webhooks';
import { manageableWebhooks } from '../../services/webhooks/webhook-scope';

export default async function listWebhooksRoute(app: FastifyInstance) {
  route(app, webhooksApi.list, async ({ user, deps }) =>
    success(webhooksApi.list, await loadWebhooks(deps.db, manageableWebhooks(user))),
  );
}
