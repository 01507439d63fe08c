/** POST /webhooks: a new subscription and its secret, shown this once (docs/rules/integrations.md#d15.7). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createWebhook } from '../../services/webhooks/create-webhook';

export default async function createWebhookRoute(app: FastifyInstance) {
  route(app, webhooksApi.create, async ({ body, user, deps }, _request, reply) =>
    reply
      .code(201)
      .send(
        success(webhooksApi.create, await createWebhook(deps, user, body, app.config.webhookAllowPrivate)),
      ),
  );
}
