/**
 * Web Push delivery (docs/rules/notifications.md#d16.5): every `pushSweepMs` (5 s) each server process
 * queues the callbacks' notices whose moment came and sends what the queue holds; both are safe with
 * several processes at once (services/push/queue-callbacks.ts, deliver-queued.ts). A failed pass is
 * logged and the next one tries again: it never takes the server down.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverQueued } from '../services/push/deliver-queued';
import { queueCallbackNotices } from '../services/push/queue-callbacks';
import type { PushSigner } from '../services/push/send-push';
import { vapidKeys } from '../services/push/vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      signer: PushSigner;
      /** One pass: the timer's work, exposed so tests run it without waiting; answers the notices sent. */
      run(): Promise<number>;
    };
  }
}

/** VAPID's contact (RFC 8292 §2.1): the public https address, else the sender's mailbox. */
function subjectOf(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const mailbox = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${mailbox}`;
}

async function pushDelivery(app: FastifyInstance) {
  const signer: PushSigner = {
    keys: await vapidKeys(app.db),
    subject: subjectOf(app.config.publicUrl, app.config.mailFrom),
  };
  const run = async () => {
    await queueCallbackNotices(app.deps);
    return deliverQueued(app.deps, signer);
  };
  app.decorate('push', { signer, run });
  if (app.config.pushSweepMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const pass = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'Sending push notifications failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, app.config.pushSweepMs);
  timer.unref();
  // Before the database closes: a pass under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(pushDelivery, { name: 'push-delivery', dependencies: ['db', 'events'] });
