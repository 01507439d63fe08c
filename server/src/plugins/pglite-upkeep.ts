/**
 * PGlite never autovacuums, and claims slow down several times over as dead rows pile up in the pool
 * indexes (stack notes). On PGlite, `VACUUM rentals` runs after every so many finishes, after each
 * part an import writes, and with `ANALYZE rentals` on a timer, one run at a time, in the background.
 * PostgreSQL's autovacuum does this by itself. The finishes and the bulk writes are counted from the
 * services' events (`leadFinished`, `bulkWritten`), and each run is raised as `upkeepRan`, with its
 * steps' times, for the metrics and the benchmark.
 *
 * Nor does PGlite auto-analyze: statistics taken before the first claims say no lead is fetched, and
 * the planner then reads every pick of the day to count one admin's (measured: claims 4x slower after
 * 6,000 picks). So a vacuum also analyzes once autovacuum's own threshold is passed: 50 finishes plus
 * a tenth of the table since the last ANALYZE.
 *
 * Everything on PGlite waits while either runs (one connection), for a whole statement at a time: a
 * step must be short, not merely yield. Measured on a 2-core machine: VACUUM of a table vacuumed
 * recently 10–25 ms at 13k or 200k rows (it visits only changed pages); ANALYZE 70 ms at 13k rows and
 * 300 ms at 200k (it samples 30,000 rows whatever changed). At 1,000,000 leads a sample of 9,000 rows
 * took 310–430 ms at rest and up to 1,024 ms beside an import, one of 3,000 100 ms at rest and
 * 173–215 ms beside one (1.1–1.5 s while other programs kept both cores busy). So the ANALYZE between
 * finishes and after bulk writes takes the 3,000 rows, and the timer the full sample. That small
 * sample follows what those runs change: the shares of the table (picked leads, the pool, an
 * uploader's leads) within a point or two, which the lists' plans and estimated totals rest on; dates
 * past the histogram's newest the planner reads from the `created_at` index. The timer refines the
 * rest within ten minutes.
 *
 * The runs after bulk writes and on the timer also take the search table, which imports fill (claims
 * never write to it): a search's count is planned on its statistics. Its ANALYZE cannot sample less: a
 * pattern's share is read whole from the histogram only with 100 bounds (30,000 rows), below that
 * blended with a fixed guess. It took 177–327 ms at 1,000,000 leads after an import, so after imports
 * alone it is left to the timer once the table has statistics and holds more than one sample: new
 * leads' text is of the kind already sampled, and the table's size, which a search's estimate
 * multiplies, comes from the VACUUM just run. A smaller table, cheap to sample, is analyzed.
 *
 * An import's new pages are vacuumed a part at a time as it writes them (`importPartWritten`):
 * `VACUUM (INDEX_CLEANUP OFF) rentals` then visits only those pages, still in memory, 3–15 ms. The
 * run after the import finds them all-visible already (3–10 ms, where the pages of two imports took
 * 1,714 ms in that one statement, and a list page waited 2.7 s), and the index-only look-ups of
 * numbers read them without visiting the table from the first part on.
 *
 * After imports alone the VACUUMs leave the indexes be (`INDEX_CLEANUP OFF`): new rows leave nothing in
 * them to clean, but a plain VACUUM still scans every index of a table whose dead rows (claims make
 * them) or freed pages wait, and the search table's trigram index whatever changed. Measured at
 * 1,000,000 leads after 50,000 new ones: rentals 11–430 ms, the search table 87–154 ms; without index
 * cleanup 10–26 ms and 8–11 ms, plus 5–65 ms to move the trigram index's pending entries into it, so
 * searches never read them one by one. The finishes' VACUUM, the timer and the runs after a bulk
 * change (a revert, a bypass, an erasure, the do-not-contact list) clean the indexes.
 *
 * The steps of a run after bulk writes or on the timer wait while an import runs, from the reading of
 * its file to its end: its two ANALYZEs, 300–360 ms each at 1,000,000 leads, between the parts of the
 * next import kept a list page waiting up to 1.2 s (docs/rules/uploads.md#d5.7), and the sampled one
 * took 500–800 ms beside the thread reading the next file, against 100–200 ms alone. And every step of
 * every run yields to requests as an import's parts do (let-others-run.ts): it starts only when no
 * request's statement is queued, so a request waits for one step at most, never for the run.
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

/** The statistics target of the ANALYZE between finishes and after bulk writes: a sample of 3,000 rows. */
const SMALL_SAMPLE = 10;

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
  /** Imports under way (reading or writing), and the steps of a run waiting for them to end. */
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

  /**
   * The search table has statistics and is past a full sample (an ANALYZE reads 300 rows per unit of
   * the statistics target: 30,000 at the default 100): imports alone leave them be.
   */
  const searchStatisticsHold = async () => {
    const search = await firstRow<{ held: boolean }>(
      app.db,
      sql`SELECT EXISTS (SELECT 1 FROM pg_stats s
            WHERE s.schemaname = current_schema() AND s.tablename = 'rental_search')
          AND c.reltuples > 300 * current_setting('default_statistics_target')::int AS held
        FROM pg_class c WHERE c.oid = 'rental_search'::regclass`,
    );
    return search?.held === true;
  };

  /** ANALYZE rentals on the small sample: 300 rows per target unit (PostgreSQL's default target is 100). */
  const sampledAnalyze = () =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL default_statistics_target = ${sql.raw(String(SMALL_SAMPLE))}`);
      await tx.execute(sql`ANALYZE rentals`);
    });

  // Not awaited by the request that triggers it. After an import or a bypass it runs only when an
  // ANALYZE is due: a bypass's dead rows wait for it, as a few finishes' do. After finishes, two
  // statements, so the claims queued behind the VACUUM run before the ANALYZE.
  const vacuum = (trigger: 'timer' | 'finishes' | 'bulk') => {
    if (running) return;
    if (trigger !== 'bulk') finishes = 0;
    const started = performance.now();
    const steps: { step: string; ms: number }[] = [];
    running = (async () => {
      const analyze = trigger === 'timer' || (await analyzeDue());
      if (analyze) sinceAnalyze = 0;
      if (trigger === 'finishes') {
        await letOthersRun(app.db);
        await app.db.execute(sql`VACUUM rentals`);
        if (analyze) {
          await letOthersRun(app.db);
          await sampledAnalyze();
        }
      } else if (analyze) {
        // One table and one step a statement, so requests queued meanwhile run between them: as one
        // statement at 1,000,000 leads it held PGlite 0.9-1.6 s. After bulk writes rentals is sampled
        // as between finishes, the search table only while small (see the top of this file); the timer
        // takes both whole.
        const cleanup = trigger === 'timer' || changed;
        changed = false;
        const vacuumOf = cleanup ? sql`VACUUM` : sql`VACUUM (INDEX_CLEANUP OFF)`;
        const step = async (name: string, statement: SQL | (() => Promise<void>)) => {
          await noImport();
          await letOthersRun(app.db);
          const begun = performance.now();
          await (typeof statement === 'function' ? statement() : app.db.execute(statement));
          steps.push({ step: name, ms: Math.round(performance.now() - begun) });
        };
        await step('VACUUM rentals', sql`${vacuumOf} rentals`);
        await step('ANALYZE rentals', trigger === 'timer' ? sql`ANALYZE rentals` : sampledAnalyze);
        await step('VACUUM rental_search', sql`${vacuumOf} rental_search`);
        if (!cleanup)
          await step(
            'gin_clean_pending_list',
            sql`SELECT gin_clean_pending_list('rental_search_trgm_idx'::regclass)`,
          );
        if (cleanup || !(await searchStatisticsHold()))
          await step('ANALYZE rental_search', sql`ANALYZE rental_search`);
      }
      app.log.debug({ trigger, analyze, steps }, 'Vacuumed the rentals table');
      if (analyze || trigger === 'finishes')
        app.events.emit('upkeepRan', { trigger, seconds: (performance.now() - started) / 1000, steps });
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
  // An import's new pages, vacuumed a part at a time while still in memory, so the run after it finds
  // them all-visible already. One at a time: the parts written meanwhile take one more.
  let piece: Promise<void> | undefined;
  let partsWaiting = false;
  const vacuumParts = async () => {
    try {
      while (partsWaiting) {
        partsWaiting = false;
        await letOthersRun(app.db);
        await app.db.execute(sql`VACUUM (INDEX_CLEANUP OFF) rentals`);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'Vacuuming an import part failed');
    } finally {
      // In the turn that found no part waiting, so a part written next starts a new one.
      piece = undefined;
    }
  };
  app.events.on('importPartWritten', ({ rows }) => {
    if (rows === 0) return;
    partsWaiting = true;
    piece ??= vacuumParts();
  });
  app.events.on('importWriting', ({ writing }) => {
    importing += writing ? 1 : -1;
    if (importing > 0) return;
    for (const resume of waiters) resume();
    waiters = [];
  });
  app.decorate('upkeep', {
    idle: async () => {
      await piece;
      await running;
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await piece;
    await running;
  });
}

export default fp(pgliteUpkeep, { name: 'pglite-upkeep', dependencies: ['db', 'events'] });
