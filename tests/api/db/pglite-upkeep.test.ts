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

const counts = async () => {
  const { rows } = (await app.db.execute(
    sql`SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes FROM pg_stat_user_tables WHERE relname = 'rentals'`,
  )) as unknown as { rows: { vacuums: number; analyzes: number }[] };
  return rows[0]!;
};

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
      await app.db.execute(sql`
        INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link, created_at)
        SELECT 'FB', 'Client', (6000000000 + g)::text, '$700', 'Two rooms', 'Main St', 'https://example.com',
          now() - g * interval '1 minute'
        FROM generate_series(1, 300) g`);
      const histogram = async () => {
        const { rows } = (await app.db.execute(
          sql`SELECT cardinality(histogram_bounds::text::text[])::int AS n FROM pg_stats
            WHERE tablename = 'rentals' AND attname = 'created_at'`,
        )) as unknown as { rows: { n: number }[] };
        return rows[0]?.n;
      };
      await app.db.execute(sql`VACUUM ANALYZE rentals`);
      expect(await histogram()).toBe(101);
      for (let i = 0; i < 100; i++) noteFinish();
      await app.upkeep.idle();
      expect(await histogram()).toBe(11);
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
