/**
 * Sends the webhook deliveries due (docs/rules/integrations.md#d15.10): every `webhookSendMs` each server process sends
 * a batch (services/webhooks/send-deliveries.ts, safe with several processes at once), and once an
 * hour it sweeps the deliveries older than 30 days out of the log (docs/rules/integrations.md#d15.11). A failed round is
 * logged and the next one tries again: it never takes the server down.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOldDeliveries } from '../services/webhooks/deliveries';
import { sendDueDeliveries } from '../services/webhooks/send-deliveries';

const SWEEP_EVERY_MS = 3_600_000;

/** One round; the timer's work, exported so tests run it without waiting. */
export const sendWebhooks = (app: FastifyInstance): Promise<number> =>
  sendDueDeliveries(app.deps, { allowPrivate: app.config.webhookAllowPrivate });

async function webhookDelivery(app: FastifyInstance) {
  if (app.config.webhookSendMs <= 0) return;
  let running: Promise<unknown> | undefined;
  let swept = 0;
  const round = () => {
    if (running) return;
    const sweep = Date.now() - swept >= SWEEP_EVERY_MS;
    if (sweep) swept = Date.now();
    running = Promise.all([sendWebhooks(app), sweep ? sweepOldDeliveries(app.deps) : undefined])
      .catch((error: unknown) => app.log.error({ err: error }, 'Sending webhooks failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, app.config.webhookSendMs);
  timer.unref();
  // Before the database closes: a round under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(webhookDelivery, { name: 'webhook-delivery', dependencies: ['db', 'events'] });
