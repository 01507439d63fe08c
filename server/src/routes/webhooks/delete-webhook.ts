/** DELETE /webhooks/:id: removes a subscription and its delivery log (docs/rules/integrations.md#d15.7). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteWebhook } from '../../services/webhooks/change-webhook';

export default async function deleteWebhookRoute(app: FastifyInstance) {
  route(app, webhooksApi.remove, async ({ params, user, deps }) => {
    await deleteWebhook(deps, user, params.id);
    return success(webhooksApi.remove, null);
  });
}
