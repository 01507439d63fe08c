/** GET /webhooks/:id/deliveries: a subscription's delivery log (docs/rules/integrations.md#d15.11). */
import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listDeliveries } from '../../services/webhooks/deliveries';

export default async function listDeliveriesRoute(app: FastifyInstance) {
  route(app, webhooksApi.deliveries, async ({ params, user, deps }) =>
    success(webhooksApi.deliveries, await listDeliveries(deps, user, params.id)),
  );
}
