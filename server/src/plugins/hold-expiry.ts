/**
 * Expired holds go back to the pool within a sweep period (rule D9.4): every `holdSweepMs` (15 s) each
 * server process sweeps them (services/leads/expire-holds.ts, safe with several processes at once) and
 * tells each late picker and the boards that show it. A failed sweep is logged and the next one tries
 * again: it never takes the server down.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leadReleasedMessage } from '../../../src/contract';
import { expireHolds } from '../services/leads/expire-holds';
import type { ReleasedLead } from '../services/leads/return-to-pool';

/** One sweep with its notices; the timer's work, exported so tests run it without waiting. */
export async function sweepExpiredHolds(app: FastifyInstance): Promise<ReleasedLead[]> {
  const released = await expireHolds(app.db, app.config.now());
  for (const lead of released) {
    app.notify.leadReleased(lead.pickerId, {
      rentalId: lead.rentalId,
      number: lead.number,
      reason: lead.reason,
      message: leadReleasedMessage(lead.number, lead.reason, lead.afterMinutes ?? undefined),
    });
  }
  if (released.length > 0) app.notify.board(released.map((lead) => lead.adminId));
  return released;
}

async function holdExpiry(app: FastifyInstance) {
  if (app.config.holdSweepMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepExpiredHolds(app)
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

export default fp(holdExpiry, { name: 'hold-expiry', dependencies: ['db', 'socket'] });
