/**
 * Imports whose writer died (a crash, a killed process) leave an unpublished batch: hidden, but
 * holding its numbers. Each process removes such batches at start and every minute (docs/rules/uploads.md#d5.7); a
 * failed sweep is logged and the next one tries again.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STALE_BATCH_MS, sweepStaleBatches } from '../services/uploads/import-batch';

async function importSweep(app: FastifyInstance) {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepStaleBatches(app.db, app.deps.now())
      .then((removed) => {
        if (removed > 0) app.log.warn({ removed }, 'Removed imports left unpublished by a stopped process');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Sweeping unpublished imports failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, STALE_BATCH_MS / 2);
  timer.unref();
  // Not awaited: a start with a large batch left over need not wait for its removal.
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(importSweep, { name: 'import-sweep', dependencies: ['db'] });
