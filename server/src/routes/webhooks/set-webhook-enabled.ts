/** PATCH /webhooks/:id: turns a subscription on or off (docs/rules/integrations.md#d15.7). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { setWebhookEnabled } from '../../services/webhooks/change-webhook';

export default async function setWebhookEnabledRoute(app: FastifyInstance) {
  route(app, webhooksApi.setEnabled, async ({ params, body, user, deps }) =>
    success(webhooksApi.setEnabled, await setWebhookEnabled(deps, user, params.id, body.enabled)),
  );
}
