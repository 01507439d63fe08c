/**
 * The retention job (docs/rules/client-data.md#d13.4): every `retentionCheckMs` (an hour) and at start, each server process
 * asks for today's run; the first to ask on a Panama day makes it, so it runs once a day however many
 * processes there are (services/client-data/apply-retention.ts). A failed run is logged and the next
 * check tries again: it never takes the server down.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention, type RetentionRun } from '../services/client-data/apply-retention';

/** One check; the timer's work, exported so tests run it without waiting. */
export const runRetention = (app: FastifyInstance): Promise<RetentionRun | undefined> =>
  applyRetention(app.deps, {
    imageFolder: join(app.config.dataDir, 'deal-images'),
    country: app.config.phoneCountry,
  });

async function retention(app: FastifyInstance) {
  if (app.config.retentionCheckMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (running) return;
    running = runRetention(app)
      .then((run) => {
        if (run) app.log.info(run, 'Retention applied');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Applying retention failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, app.config.retentionCheckMs);
  timer.unref();
  app.addHook('onReady', async () => check());
  // Before the database closes: a run under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(retention, { name: 'retention', dependencies: ['db', 'events'] });
