/**
 * After an erasure or a retention run that anonymised anything (the `clientDataErased` event), the
 * tables that held the old values are rewritten and, on PGlite, the write-ahead log's old segments
 * dropped, so the values leave the database's files (docs/rules/client-data.md#d13.6). In the
 * background, never in the request: one run at a time, and an erasure during a run asks for one more
 * after it. Each run is logged, and on PGlite raised as `upkeepRan` for the PGlite upkeep's metrics.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rewriteErasedTables } from '../services/client-data/rewrite-tables';

declare module 'fastify' {
  interface FastifyInstance {
    erasureUpkeep: {
      /** Resolves when no rewrite is running or asked for (tests, close). */
      idle(): Promise<void>;
    };
  }
}

async function erasureUpkeep(app: FastifyInstance) {
  // PGlite's folder, as open-pglite.ts lays it out; PostgreSQL's log is the operator's.
  const walFolder = app.config.databaseUrl ? undefined : join(app.config.dataDir, 'pglite', 'pg_wal');
  let running: Promise<void> | undefined;
  let again = false;

  const rewrite = (trigger: string) => {
    if (running) {
      again = true;
      return;
    }
    const started = performance.now();
    running = rewriteErasedTables(app.db, walFolder)
      .then(() => {
        const seconds = (performance.now() - started) / 1000;
        app.log.info({ trigger, seconds }, 'Rewrote the tables an erasure wrote');
        if (walFolder) app.events.emit('upkeepRan', { trigger, seconds });
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Rewriting the erased tables failed'))
      .finally(() => {
        running = undefined;
        if (!again) return;
        again = false;
        rewrite(trigger);
      });
  };

  app.events.on('clientDataErased', ({ by }) => rewrite(by));
  const idle = async () => {
    while (running) await running;
  };
  app.decorate('erasureUpkeep', { idle });
  app.addHook('onClose', idle);
}

export default fp(erasureUpkeep, { name: 'erasure-upkeep', dependencies: ['db', 'events'] });
