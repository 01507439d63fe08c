/** On PGlite, finishes and a timer vacuum the rentals table in the background; PostgreSQL vacuums itself. */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import dbPlugin from '../../../server/src/plugins/db';
import eventsPlugin from '../../../server/src/plugins/events';
import pgliteUpkeep, { type UpkeepOptions } from '../../../server/src/plugins/pglite-upkeep';
import { type FreshDatabase, freshDatabase } from '../support';

let app: FastifyInstance;
let database: FreshDatabase;

async function start(options: UpkeepOptions) {
  database = await freshDatabase();
  app = Fastify();
  app.decorate('config', loadConfig({}, { dataDir: database.dataDir, databaseUrl: database.databaseUrl }));
  await app.register(eventsPlugin);
  await app.register(dbPlugin);
  await app.register(pgliteUpkeep, options);
  await app.ready();
}

/** What a finish raises (services/leads/finish-lead.ts). */
const noteFinish = () => app.events.emit('leadFinished', { pickerId: 'picker' });

const counts = async (table = 'rentals') => {
  const { rows } = (await app.db.execute(
    sql`SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes FROM pg_stat_user_tables WHERE relname = ${table}`,
  )) as unknown as { rows: { vacuums: number; analyzes: number }[] };
  return rows[0]!;
};

/** `n` new leads, as an import writes them (the search table's rows come from its triggers). */
const insertLeads = (n: number, from = 6_000_000_000) =>
  app.db.execute(sql`
    INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link, created_at)
    SELECT 'FB', 'Client', (${from}::bigint + g)::text, '$700', 'Two rooms', 'Main St', 'https://example.com',
      now() - g * interval '1 minute'
    FROM generate_series(1, ${n}::int) g`);

const histogramBounds = async () => {
  const { rows } = (await app.db.execute(
    sql`SELECT cardinality(histogram_bounds::text::text[])::int AS n FROM pg_stats
      WHERE tablename = 'rentals' AND attname = 'created_at'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n;
};

/** The steps of the next upkeep run, by name, as `upkeepRan` reports them. */
const nextRunSteps = () =>
  new Promise<string[]>((resolve) =>
    app.events.on('upkeepRan', ({ steps = [] }) => resolve(steps.map(({ step }) => step))),
  );

afterEach(async () => {
  await app.close();
  await database.drop();
});

describe('the database upkeep', () => {
  if (process.env.DATABASE_URL) {
    it('leaves vacuuming to PostgreSQL', async () => {
      await start({ everyFinishes: 1, everyMs: 50 });
      noteFinish();
      await app.upkeep.idle();
      expect((await counts()).vacuums).toBe(0);
    });
  } else {
    it('vacuums, without the costly ANALYZE, after every so many finishes on PGlite', async () => {
      await start({ everyFinishes: 3, everyMs: 3_600_000 });
      const before = await counts();
      noteFinish();
      noteFinish();
      await app.upkeep.idle();
      expect(await counts()).toEqual(before);
      noteFinish();
      await app.upkeep.idle();
      expect(await counts()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes });
    });

    it('also analyzes once 50 finishes and a tenth of the table passed since the last ANALYZE', async () => {
      await start({ everyFinishes: 10, everyMs: 3_600_000 });
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      const before = await counts();
      const finish = async (times: number) => {
        for (let i = 0; i < times; i++) {
          noteFinish();
          await app.upkeep.idle();
        }
      };
      await finish(40);
      expect(await counts()).toEqual({ vacuums: before.vacuums + 4, analyzes: before.analyzes });
      await finish(10);
      expect(await counts()).toEqual({ vacuums: before.vacuums + 5, analyzes: before.analyzes + 1 });
      await finish(10);
      expect(await counts()).toEqual({ vacuums: before.vacuums + 6, analyzes: before.analyzes + 1 });
    });

    it('samples a tenth of the usual rows in the ANALYZE between finishes', async () => {
      await start({ everyFinishes: 100, everyMs: 3_600_000 });
      await insertLeads(300);
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      expect(await histogramBounds()).toBe(101);
      for (let i = 0; i < 100; i++) noteFinish();
      await app.upkeep.idle();
      expect(await histogramBounds()).toBe(11);
    });

    it('samples as few rows in the ANALYZE after an import as between finishes', async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      await insertLeads(300);
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      expect(await histogramBounds()).toBe(101);
      app.events.emit('bulkWritten', { rows: 300, kind: 'added' });
      await app.upkeep.idle();
      expect(await histogramBounds()).toBe(11);
    });

    it('vacuums an import a part at a time while it writes, without analyzing', async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      const before = await counts();
      const allVisible = async () => {
        const { rows } = (await app.db.execute(
          sql`SELECT relallvisible >= pg_relation_size(oid) / current_setting('block_size')::int AS all
            FROM pg_class WHERE oid = 'rentals'::regclass`,
        )) as unknown as { rows: { all: boolean }[] };
        return rows[0]!.all;
      };
      app.events.emit('importWriting', { writing: true });
      await insertLeads(300);
      expect(await allVisible()).toBe(false);
      app.events.emit('importPartWritten', { rows: 300 });
      await app.upkeep.idle();
      expect(await counts()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes });
      // The index-only look-up of a number reads the pages the part wrote as all-visible.
      expect(await allVisible()).toBe(true);
      // A part that wrote nothing has nothing to vacuum; three parts written back to back take two.
      app.events.emit('importPartWritten', { rows: 0 });
      await app.upkeep.idle();
      expect((await counts()).vacuums).toBe(before.vacuums + 1);
      for (let i = 0; i < 3; i++) app.events.emit('importPartWritten', { rows: 100 });
      await app.upkeep.idle();
      expect((await counts()).vacuums).toBe(before.vacuums + 3);
      app.events.emit('importWriting', { writing: false });
    });

    it("keeps the search table's statistics after imports alone once past a full sample", async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      // A full sample is 300 rows per unit of the target: 3,000 rows here, 30,000 at the default.
      await app.db.execute(sql`SET default_statistics_target = 10`);
      const rentalsSteps = ['VACUUM rentals', 'ANALYZE rentals', 'VACUUM rental_search'];
      let steps = nextRunSteps();
      app.events.emit('bulkWritten', { rows: 50, kind: 'added' });
      expect(await steps).toEqual([...rentalsSteps, 'gin_clean_pending_list', 'ANALYZE rental_search']);
      await app.upkeep.idle();
      await insertLeads(3_500);
      await app.db.execute(sql`VACUUM ANALYZE rentals, rental_search`);
      const search = await counts('rental_search');
      steps = nextRunSteps();
      app.events.emit('bulkWritten', { rows: 500, kind: 'added' });
      expect(await steps).toEqual([...rentalsSteps, 'gin_clean_pending_list']);
      await app.upkeep.idle();
      expect((await counts('rental_search')).analyzes).toBe(search.analyzes);
      // Changed leads (a revert, a bypass) have it analyzed again.
      steps = nextRunSteps();
      app.events.emit('bulkWritten', { rows: 500, kind: 'changed' });
      expect(await steps).toEqual([...rentalsSteps, 'ANALYZE rental_search']);
    });

    it('analyzes after an import of 50 leads and a tenth of the table, and not before', async () => {
      await start({ everyFinishes: 10, everyMs: 3_600_000 });
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      const before = await counts();
      app.events.emit('bulkWritten', { rows: 49, kind: 'added' });
      await app.upkeep.idle();
      expect(await counts()).toEqual(before);
      app.events.emit('bulkWritten', { rows: 1, kind: 'added' });
      await app.upkeep.idle();
      expect(await counts()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes + 1 });
    });

    it('leaves the indexes uncleaned after imports alone, and cleans them once leads were changed', async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      const dialect = new PgDialect();
      const vacuums: string[] = [];
      const execute = app.db.execute.bind(app.db);
      vi.spyOn(app.db, 'execute').mockImplementation((query) => {
        const text = dialect.sqlToQuery(query as SQL).sql;
        if (/^VACUUM|gin_clean_pending_list/.test(text)) vacuums.push(text);
        return execute(query);
      });
      app.events.emit('bulkWritten', { rows: 50, kind: 'added' });
      await app.upkeep.idle();
      expect(vacuums).toEqual([
        'VACUUM (INDEX_CLEANUP OFF) rentals',
        'VACUUM (INDEX_CLEANUP OFF) rental_search',
        "SELECT gin_clean_pending_list('rental_search_trgm_idx'::regclass)",
      ]);
      vacuums.length = 0;
      app.events.emit('bulkWritten', { rows: 10, kind: 'changed' });
      await app.upkeep.idle();
      expect(vacuums).toEqual([]);
      app.events.emit('bulkWritten', { rows: 40, kind: 'added' });
      await app.upkeep.idle();
      expect(vacuums).toEqual(['VACUUM rentals', 'VACUUM rental_search']);
    });

    it('runs its steps after bulk writes only while no import writes its parts', async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      const before = await counts();
      // Statements run one at a time in order: after three, any step not waiting would have run.
      const othersRan = async () => {
        for (let i = 0; i < 3; i++) await app.db.execute(sql`SELECT 1`);
      };
      app.events.emit('importWriting', { writing: true });
      app.events.emit('importWriting', { writing: true });
      app.events.emit('bulkWritten', { rows: 50, kind: 'added' });
      app.events.emit('importWriting', { writing: false });
      await othersRan();
      expect(await counts()).toEqual(before);
      app.events.emit('importWriting', { writing: false });
      await app.upkeep.idle();
      expect(await counts()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes + 1 });
    });

    it('lets a request of several statements run whole before each of its steps', async () => {
      await start({ everyFinishes: 1_000, everyMs: 3_600_000 });
      const dialect = new PgDialect();
      const sent: string[] = [];
      const execute = app.db.execute.bind(app.db);
      vi.spyOn(app.db, 'execute').mockImplementation((query) => {
        sent.push(dialect.sqlToQuery(query as SQL).sql);
        return execute(query);
      });
      // A list page: each statement sent once the one before is answered.
      const page = (async () => {
        for (const n of [1, 2, 3, 4, 5]) await app.db.execute(sql.raw(`SELECT ${n} AS page`));
      })();
      app.events.emit('bulkWritten', { rows: 50, kind: 'added' });
      await page;
      await app.upkeep.idle();
      const firstStep = sent.findIndex((text) => /^(VACUUM|ANALYZE)/.test(text));
      expect(firstStep).toBeGreaterThan(sent.indexOf('SELECT 5 AS page'));
    });

    it('vacuums and analyzes on its timer on PGlite', async () => {
      await start({ everyFinishes: 1_000, everyMs: 50 });
      const before = await counts();
      await vi.waitFor(async () => expect((await counts()).analyzes).toBeGreaterThan(before.analyzes), {
        timeout: 10_000,
      });
    });
  }
});
