/** POST /webhooks/:id/deliveries/:deliveryId/resend: the same event delivered again (docs/rules/integrations.md#d15.11). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { resendDelivery } from '../../services/webhooks/deliveries';

export default async function resendDeliveryRoute(app: FastifyInstance) {
  route(app, webhooksApi.resend, async ({ params, user, deps }, _request, reply) =>
    reply
      .code(201)
      .send(success(webhooksApi.resend, await resendDelivery(deps, user, params.id, params.deliveryId))),
  );
}
