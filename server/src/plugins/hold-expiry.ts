/**
 * Expired holds go back to the pool within a sweep period (docs/rules/operations.md#d9.4): every `holdSweepMs` (15 s) each
 * server process sweeps them (services/leads/expire-holds.ts, safe with several processes at once),
 * and the sweep raises each release for the listeners: the late picker and the boards that show it
 * hear of it. The same sweep deletes the idempotency keys past their day (docs/rules/claiming.md#d5.25). A failed
 * sweep is logged and the next one tries again: it never takes the server down.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReleasedLead } from '../lib/events';
import { deleteOldKeys } from '../services/idempotency/answer-once';
import { expireHolds } from '../services/leads/expire-holds';

/** One sweep; the timer's work, exported so tests run it without waiting. */
export const sweepExpiredHolds = (app: FastifyInstance): Promise<ReleasedLead[]> => expireHolds(app.deps);

async function holdExpiry(app: FastifyInstance) {
  if (app.config.holdSweepMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = Promise.all([sweepExpiredHolds(app), deleteOldKeys(app.deps)])
      .catch((error: unknown) => app.log.error({ err: error }, 'Sweeping expired holds failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, app.config.holdSweepMs);
  timer.unref();
  // Before the database closes: a sweep under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(holdExpiry, { name: 'hold-expiry', dependencies: ['db', 'events'] });
