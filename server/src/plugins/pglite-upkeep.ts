/**
 * PGlite never autovacuums, and claims slow down several times over as dead rows pile up in the pool
 * indexes (stack notes). On PGlite, `VACUUM rentals` runs after every so many finishes and `VACUUM
 * ANALYZE rentals` on a timer, one run at a time, in the background. PostgreSQL's autovacuum does
 * this by itself. The finishes and the bulk writes are counted from the services' events
 * (`leadFinished`, `bulkWritten`), and each run is raised as `upkeepRan` for the metrics.
 *
 * Nor does PGlite auto-analyze: statistics taken before the first claims say no lead is fetched, and
 * the planner then reads every pick of the day to count one admin's (measured: claims 4x slower after
 * 6,000 picks). So a vacuum also analyzes once autovacuum's own threshold is passed: 50 finishes plus
 * a tenth of the table since the last ANALYZE.
 *
 * Everything on PGlite waits while either runs (one connection). Measured on a 2-core machine: VACUUM
 * of a table vacuumed recently 10–25 ms at 13k or 200k rows (it visits only changed pages); ANALYZE
 * 70 ms at 13k rows and 300 ms at 200k (it samples 30,000 rows whatever changed), 20–25 ms with a
 * sample of 3,000. So the ANALYZE between finishes takes the small sample, enough to follow the share
 * of picked leads; after imports and bypasses a sample of 9,000, and the full one on the timer. Those
 * also take the search table, which imports fill (claims never write to it): a search's count is
 * planned on its statistics.
 *
 * After imports alone the VACUUMs leave the indexes be (`INDEX_CLEANUP OFF`): new rows leave nothing in
 * them to clean, but a plain VACUUM still scans every index of a table whose dead rows (claims make
 * them) or freed pages wait, and the search table's trigram index whatever changed. Measured at
 * 1,000,000 leads after 50,000 new ones: rentals 11–430 ms, the search table 87–154 ms; without index
 * cleanup 10–26 ms and 8–11 ms, plus 5–65 ms to move the trigram index's pending entries into it, so
 * searches never read them one by one. The finishes' VACUUM, the timer and the runs after a bulk
 * change (a revert, a bypass, an erasure, the do-not-contact list) clean the indexes.
 *
 * The steps of a run after bulk writes or on the timer wait while an import writes its parts: its two
 * ANALYZEs, 300–360 ms each at 1,000,000 leads, between the parts of the next import kept a list page
 * waiting up to 1.2 s (docs/rules/uploads.md#d5.7). And every step of every run yields to requests as
 * an import's parts do (let-others-run.ts): it starts only when no request's statement is queued, so a
 * request waits for one step at most, never for the run.
 *
 * Its counts live in memory and go with the process: a start after an unclean stop, or one finding
 * many leads the statistics have not seen, analyzes both lead tables first (`checkStart`).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { letOthersRun } from '../db/let-others-run';
import { pgliteClientOf } from '../db/pglite-client';
import { firstRow } from '../db/raw-rows';
import { ANALYZE_BASE, ANALYZE_SHARE, unseenLeads } from '../db/stale-statistics';

declare module 'fastify' {
  interface FastifyInstance {
    upkeep: {
      /** Resolves when no vacuum is running (tests, close). */
      idle(): Promise<void>;
    };
  }
}

/**
 * A start after an unclean stop, or with statistics that miss many leads, analyzes the lead tables
 * before the first request, so the lists' estimates hold from it (docs/decisions.md#p112): 0.3-0.5 s a
 * table at 1,000,000 leads, against up to ten minutes of estimates off by ten times.
 */
async function checkStart(app: FastifyInstance): Promise<void> {
  const recovered = pgliteClientOf(app.db)?.recovered ?? false;
  const { unseen, threshold } = recovered ? { unseen: 0, threshold: 0 } : await unseenLeads(app.db);
  if (!recovered && unseen <= threshold) return;
  const started = performance.now();
  await app.db.execute(sql`ANALYZE rentals`);
  await app.db.execute(sql`ANALYZE rental_search`);
  const ms = Math.round(performance.now() - started);
  if (recovered)
    app.log.warn(
      { ms },
      'Recovered from an unclean stop: PGlite replayed its write-ahead log, and the lead tables were analyzed',
    );
  else app.log.info({ unseen, ms }, 'Analyzed the lead tables: their statistics missed many leads');
}

export interface UpkeepOptions {
  everyMs?: number;
  everyFinishes?: number;
}

async function pgliteUpkeep(app: FastifyInstance, options: UpkeepOptions) {
  const { everyMs = 10 * 60_000, everyFinishes = 500 } = options;
  if (app.config.databaseUrl) {
    app.decorate('upkeep', { idle: async () => {} });
    return;
  }
  await checkStart(app);
  let finishes = 0;
  let sinceAnalyze = 0;
  /** A bulk write updated or deleted leads since the last VACUUM that cleaned the indexes. */
  let changed = false;
  /** Imports writing their parts now, and the steps of a run waiting for them to end. */
  let importing = 0;
  let waiters: (() => void)[] = [];
  const noImport = () =>
    importing === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
  let running: Promise<void> | undefined;

  const analyzeDue = async () => {
    const table = await firstRow<{ n: number }>(
      app.db,
      sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'rentals'::regclass`,
    );
    return sinceAnalyze >= ANALYZE_BASE + ANALYZE_SHARE * (table?.n ?? 0);
  };

  /** ANALYZE rentals on a sample of 300 rows per target unit (PostgreSQL's default target is 100). */
  const sampledAnalyze = (target: number) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL default_statistics_target = ${sql.raw(String(target))}`);
      await tx.execute(sql`ANALYZE rentals`);
    });

  // Not awaited by the request that triggers it. After an import or a bypass it runs only when an
  // ANALYZE is due: a bypass's dead rows wait for it, as a few finishes' do. After finishes, two
  // statements, so the claims queued behind the VACUUM run before the ANALYZE.
  const vacuum = (trigger: 'timer' | 'finishes' | 'bulk') => {
    if (running) return;
    if (trigger !== 'bulk') finishes = 0;
    const started = performance.now();
    running = (async () => {
      const analyze = trigger === 'timer' || (await analyzeDue());
      if (analyze) sinceAnalyze = 0;
      if (trigger === 'finishes') {
        await letOthersRun(app.db);
        await app.db.execute(sql`VACUUM rentals`);
        if (analyze) {
          await letOthersRun(app.db);
          await sampledAnalyze(10);
        }
      } else if (analyze) {
        // One table and one step a statement, so requests queued meanwhile run between them: as one
        // statement at 1,000,000 leads it held PGlite 0.9-1.6 s. After an import, rentals is sampled
        // at a third of the full size (145 ms instead of 450, docs/rules/uploads.md#d5.7); the timer takes it whole.
        const cleanup = trigger === 'timer' || changed;
        changed = false;
        const vacuumOf = cleanup ? sql`VACUUM` : sql`VACUUM (INDEX_CLEANUP OFF)`;
        const step = async (statement: SQL | (() => Promise<void>)) => {
          await noImport();
          await letOthersRun(app.db);
          await (typeof statement === 'function' ? statement() : app.db.execute(statement));
        };
        await step(sql`${vacuumOf} rentals`);
        await step(trigger === 'timer' ? sql`ANALYZE rentals` : () => sampledAnalyze(30));
        await step(sql`${vacuumOf} rental_search`);
        if (!cleanup) await step(sql`SELECT gin_clean_pending_list('rental_search_trgm_idx'::regclass)`);
        await step(sql`ANALYZE rental_search`);
      }
      app.log.debug({ trigger, analyze }, 'Vacuumed the rentals table');
      if (analyze || trigger === 'finishes')
        app.events.emit('upkeepRan', { trigger, seconds: (performance.now() - started) / 1000 });
    })()
      .catch((error) => app.log.warn({ err: error }, 'Vacuuming the rentals table failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(() => vacuum('timer'), everyMs);
  timer.unref();
  // A finish makes dead rows in the pool indexes; enough of them start a vacuum.
  app.events.on('leadFinished', () => {
    finishes += 1;
    sinceAnalyze += 1;
    if (finishes >= everyFinishes) vacuum('finishes');
  });
  // Leads written at once (an import; a revert, a bypass, an erasure or a listing changes some): enough of
  // them start an ANALYZE, and a change has that run clean the indexes.
  app.events.on('bulkWritten', ({ rows, kind }) => {
    sinceAnalyze += rows;
    if (kind === 'changed') changed = true;
    vacuum('bulk');
  });
  app.events.on('importWriting', ({ writing }) => {
    importing += writing ? 1 : -1;
    if (importing > 0) return;
    for (const resume of waiters) resume();
    waiters = [];
  });
  app.decorate('upkeep', {
    idle: async () => {
      await running;
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(pgliteUpkeep, { name: 'pglite-upkeep', dependencies: ['db', 'events'] });
