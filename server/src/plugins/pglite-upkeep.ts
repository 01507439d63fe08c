/**
 * PGlite never autovacuums, and claims slow down several times over as dead rows pile up in the pool
 * indexes (stack notes). On PGlite, `VACUUM rentals` runs after every so many finishes and `VACUUM
 * ANALYZE rentals` on a timer, one run at a time, in the background. PostgreSQL's autovacuum does
 * this by itself.
 *
 * Everything on PGlite waits while either runs (one connection). Measured on a 2-core machine: VACUUM
 * of a table vacuumed recently 10–25 ms at 13k or 200k rows (it visits only changed pages); ANALYZE
 * 70 ms at 13k rows and 300 ms at 200k (it samples 30,000 rows whatever changed). So the frequent
 * run skips ANALYZE, and statistics, which drift slowly, refresh on the timer.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    upkeep: {
      /** Counts a finished lead; enough of them start a vacuum. */
      noteFinish(): void;
      /** Resolves when no vacuum is running (tests, close). */
      idle(): Promise<void>;
    };
  }
}

export interface UpkeepOptions {
  everyMs?: number;
  everyFinishes?: number;
}

async function pgliteUpkeep(app: FastifyInstance, options: UpkeepOptions) {
  const { everyMs = 10 * 60_000, everyFinishes = 500 } = options;
  if (app.config.databaseUrl) {
    app.decorate('upkeep', { noteFinish: () => {}, idle: async () => {} });
    return;
  }
  let finishes = 0;
  let running: Promise<void> | undefined;

  // Not awaited by the request that triggers it.
  const vacuum = (analyze: boolean) => {
    if (running) return;
    finishes = 0;
    const statement = analyze ? sql`VACUUM ANALYZE rentals` : sql`VACUUM rentals`;
    running = app.db
      .execute(statement)
      .then(
        () => app.log.debug({ analyze }, 'Vacuumed the rentals table'),
        (error) => app.log.warn({ err: error }, 'Vacuuming the rentals table failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(() => vacuum(true), everyMs);
  timer.unref();
  app.decorate('upkeep', {
    noteFinish: () => {
      finishes += 1;
      if (finishes >= everyFinishes) vacuum(false);
    },
    idle: async () => {
      await running;
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(pgliteUpkeep, { name: 'pglite-upkeep', dependencies: ['db'] });
