/**
 * The rewrite of the tables an erasure or a retention run wrote, and on PGlite the write-ahead log's
 * old segments dropped, so the values leave the database's files (docs/rules/client-data.md#d13.6). Never
 * in the request, and never while the staff work: every `erasureCheckMs` (ten minutes) and at start,
 * each process looks whether a rewrite is asked for and due (services/client-data/files-rewrite.ts),
 * and the one that claims it runs it. Each run is logged, and on PGlite raised as `upkeepRan` for the
 * PGlite upkeep's metrics; a failed one is logged and left for the next check.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimFilesRewrite, endFilesRewrite } from '../services/client-data/files-rewrite';
import { rewriteErasedTables } from '../services/client-data/rewrite-tables';

declare module 'fastify' {
  interface FastifyInstance {
    erasureUpkeep: {
      /** One check, as the timer makes it: whether this process rewrote the files (tests). */
      check(): Promise<boolean>;
    };
  }
}

async function erasureUpkeep(app: FastifyInstance) {
  // PGlite's folder, as open-pglite.ts lays it out; PostgreSQL's log is the operator's.
  const walFolder = app.config.databaseUrl ? undefined : join(app.config.dataDir, 'pglite', 'pg_wal');
  let running: Promise<boolean> | undefined;

  const rewrite = async (): Promise<boolean> => {
    const started = app.config.now();
    const covered = await claimFilesRewrite(app.db, started, app.config.erasureRewriteHour);
    if (covered === undefined) return false;
    const startedAt = performance.now();
    let finished = false;
    try {
      await rewriteErasedTables(app.db, walFolder);
      finished = true;
      const seconds = (performance.now() - startedAt) / 1000;
      app.log.info({ seconds }, 'Rewrote the tables an erasure wrote');
      if (walFolder) app.events.emit('upkeepRan', { trigger: 'erasure', seconds });
    } finally {
      await endFilesRewrite(app.db, { covered, started, finished });
    }
    return finished;
  };

  const check = (): Promise<boolean> => {
    running ??= rewrite()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'Rewriting the erased tables failed');
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.decorate('erasureUpkeep', { check });
  if (app.config.erasureCheckMs > 0) {
    const timer = setInterval(check, app.config.erasureCheckMs);
    timer.unref();
    app.addHook('onReady', async () => {
      void check();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Before the database closes: a run under way finishes first.
  app.addHook('onClose', async () => {
    await running;
  });
}

export default fp(erasureUpkeep, { name: 'erasure-upkeep', dependencies: ['db', 'events'] });
