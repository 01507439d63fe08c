/**
 * PGlite never autovacuums, and claims slow down several times over as dead rows pile up in the pool
 * indexes (stack notes). On PGlite, `VACUUM rentals` runs after every so many finishes and `VACUUM
 * ANALYZE rentals` on a timer, one run at a time, in the background. PostgreSQL's autovacuum does
 * this by itself.
 *
 * Nor does PGlite auto-analyze: statistics taken before the first claims say no lead is fetched, and
 * the planner then reads every pick of the day to count one admin's (measured: claims 4x slower after
 * 6,000 picks). So a vacuum also analyzes once autovacuum's own threshold is passed: 50 finishes plus
 * a tenth of the table since the last ANALYZE.
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
      /** Counts imported leads; enough of them start an ANALYZE. */
      noteImport(rows: number): void;
      /** Resolves when no vacuum is running (tests, close). */
      idle(): Promise<void>;
    };
  }
}

/** PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor. */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;

export interface UpkeepOptions {
  everyMs?: number;
  everyFinishes?: number;
}

async function pgliteUpkeep(app: FastifyInstance, options: UpkeepOptions) {
  const { everyMs = 10 * 60_000, everyFinishes = 500 } = options;
  if (app.config.databaseUrl) {
    app.decorate('upkeep', { noteFinish: () => {}, noteImport: () => {}, idle: async () => {} });
    return;
  }
  let finishes = 0;
  let sinceAnalyze = 0;
  let running: Promise<void> | undefined;

  const analyzeDue = async () => {
    const { rows } = (await app.db.execute(
      sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'rentals'::regclass`,
    )) as unknown as { rows: { n: number }[] };
    return sinceAnalyze >= ANALYZE_BASE + ANALYZE_SHARE * (rows[0]?.n ?? 0);
  };

  // Not awaited by the request that triggers it. An import leaves no dead rows: it runs only when an
  // ANALYZE is due.
  const vacuum = (analyzeWhen: 'always' | 'due', vacuumAnyway = true) => {
    if (running) return;
    if (vacuumAnyway) finishes = 0;
    running = (async () => {
      const analyze = analyzeWhen === 'always' || (await analyzeDue());
      if (!analyze && !vacuumAnyway) return;
      if (analyze) sinceAnalyze = 0;
      await app.db.execute(analyze ? sql`VACUUM ANALYZE rentals` : sql`VACUUM rentals`);
      app.log.debug({ analyze }, 'Vacuumed the rentals table');
    })()
      .catch((error) => app.log.warn({ err: error }, 'Vacuuming the rentals table failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(() => vacuum('always'), everyMs);
  timer.unref();
  app.decorate('upkeep', {
    noteFinish: () => {
      finishes += 1;
      sinceAnalyze += 1;
      if (finishes >= everyFinishes) vacuum('due');
    },
    noteImport: (rows) => {
      sinceAnalyze += rows;
      vacuum('due', false);
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
