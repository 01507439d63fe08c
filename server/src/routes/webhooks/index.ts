/** The webhooks' routes (docs/rules/integrations.md#d15.7). */
import type { FastifyInstance } from 'fastify';
import createWebhook from './create-webhook';
import deleteWebhook from './delete-webhook';
import listDeliveries from './list-deliveries';
import listWebhooks from './list-webhooks';
import resendDelivery from './resend-delivery';
import setWebhookEnabled from './set-webhook-enabled';

export default async function webhookRoutes(app: FastifyInstance) {
  for (const route of [
    listWebhooks,
    createWebhook,
    setWebhookEnabled,
    deleteWebhook,
    listDeliveries,
    resendDelivery,
  ])
    await app.register(route);
}
