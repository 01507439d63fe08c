/**
 * One app a test worker, lent to each file in turn with its database put back as the app's first
 * start left it (docs/decisions.md#p86). Building the app (its plugins, socket.io, PGlite's thread
 * or PostgreSQL's migrations and functions) costs seconds; putting the rows back costs milliseconds.
 *
 * What a file may have changed besides rows is put back too: the config's values, listeners a file
 * added to `app.events`, spies on the app, sockets, the outbox. A file whose server needs other
 * settings than the pool's gets an app of its own, as before.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { Config } from '../../../server/src/config';
import type { EventBus } from '../../../server/src/lib/events';
import { buildApp } from '../../support/server-app';
import { type FreshDatabase, freshDatabase } from './fresh-database';

interface Table {
  name: string;
  columns: string;
  /** The rows of the first start, as JSON, or null for a table that was empty. */
  rows: string | null;
}

interface Sequence {
  name: string;
  lastValue: string | null;
  start: string;
}

interface Baseline {
  tables: Table[];
  sequences: Sequence[];
}

interface Entry {
  key: string;
  app: FastifyInstance;
  address: string;
  database: FreshDatabase;
  baseline: Baseline;
  /** The config as built, put back before each file. */
  config: Config;
  /** The clock of the file the app is lent to; the app's config reads it through `now`. */
  now: () => Date;
  /** Listeners of files before this one stay subscribed but hear nothing. */
  generation: number;
  leased: boolean;
}

export interface LentApp {
  app: FastifyInstance;
  /** Where the app listens: `http://127.0.0.1:port`. */
  address: string;
  release(): Promise<void>;
}

/** Apps beyond this many per worker are closed on release: two files rarely hold more at once. */
const MAX_POOLED = 2;
const pool: Entry[] = [];

/** The rows of a statement, on the app's database or inside one of its transactions. */
const rowsOf = async <T>(db: Pick<FastifyInstance['db'], 'execute'>, statement: ReturnType<typeof sql.raw>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readBaseline(app: FastifyInstance): Promise<Baseline> {
  const tables = await rowsOf<{ name: string; columns: string }>(
    app.db,
    sql.raw(`SELECT c.relname AS name,
        string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname ORDER BY c.relname`),
  );
  const baseline: Baseline = { tables: [], sequences: [] };
  for (const table of tables) {
    const [found] = await rowsOf<{ rows: string | null }>(
      app.db,
      sql.raw(`SELECT json_agg(t)::text AS rows FROM public.${quoted(table.name)} t`),
    );
    baseline.tables.push({ ...table, rows: found?.rows ?? null });
  }
  baseline.sequences = await rowsOf<Sequence>(
    app.db,
    sql.raw(`SELECT quote_ident(sequencename) AS name, last_value::text AS "lastValue", start_value::text AS start
      FROM pg_sequences WHERE schemaname = 'public'`),
  );
  return baseline;
}

/** A table past this size is truncated; a smaller one, its rows deleted (see restore). */
const TRUNCATE_FROM_BYTES = 256 * 1024;

/**
 * Every table that holds anything emptied, those of the first start refilled with its rows, triggers and
 * foreign keys aside, and the statistics a first start has: none. An emptied table has no pages until a
 * row comes, so the tables a file never wrote are left alone. A TRUNCATE costs about 6 ms a table on
 * PGlite and takes the tables that refer to it along, so the few rows a file leaves in most tables are
 * deleted instead (docs/benchmarks.md, "The suites' own time").
 */
async function restore(app: FastifyInstance, baseline: Baseline): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    const written = await rowsOf<{ name: string; large: boolean }>(
      tx,
      sql.raw(`SELECT format('public.%I', relname) AS name, pg_relation_size(oid) >= ${TRUNCATE_FROM_BYTES} AS large
        FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND pg_relation_size(oid) > 0`),
    );
    const large = written.filter((table) => table.large).map((table) => table.name);
    if (large.length > 0) await tx.execute(sql.raw(`TRUNCATE ${large.join(', ')} CASCADE`));
    for (const table of written) {
      if (!table.large) await tx.execute(sql.raw(`DELETE FROM ${table.name}`));
    }
    for (const table of baseline.tables) {
      if (table.rows === null) continue;
      await tx.execute(
        sql`${sql.raw(`INSERT INTO public.${quoted(table.name)} (${table.columns}) OVERRIDING SYSTEM VALUE
          SELECT ${table.columns} FROM json_populate_recordset(NULL::public.${quoted(table.name)}, `)}${table.rows}${sql.raw('::json)')}`,
      );
    }
    // The planner's statistics are a file's rows too: ones made of another file's leads (its clock, its
    // imports) once turned a 20,000-row import's duplicate check from seconds into minutes.
    await tx.execute(
      sql.raw(`DELETE FROM pg_statistic
        WHERE starelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`),
    );
    for (const sequence of baseline.sequences) {
      const value = sequence.lastValue ?? sequence.start;
      await tx.execute(
        sql.raw(`SELECT setval('public.${sequence.name}', ${value}, ${sequence.lastValue !== null})`),
      );
    }
  });
}

const DEADLOCK = '40P01';

const isDeadlock = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === DEADLOCK || cause?.code === DEADLOCK;
};

/**
 * On PostgreSQL the app's own sweeps (holds, pushes, webhooks, rate limits, retention) may write while
 * the tables are emptied, and the two deadlock: PostgreSQL ends one of them, and an ended restore runs
 * again.
 */
async function restoreAgainOnDeadlock(app: FastifyInstance, baseline: Baseline): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await restore(app, baseline);
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

/** Listeners subscribed while another file held the app stay in the bus but no longer hear. */
function gateListeners(entry: Entry): void {
  const events = entry.app.events as EventBus;
  const subscribe = events.on.bind(events);
  events.on = (name, listener) => {
    const generation = entry.generation;
    subscribe(name, (event) => {
      if (entry.generation === generation) listener(event);
    });
  };
}

async function build(key: string, configFor: ConfigFor, now: () => Date): Promise<Entry> {
  const database = await freshDatabase({ pooled: true });
  const config = await configFor(database);
  const entry = { key, database, config, now, generation: 0, leased: true } as Entry;
  try {
    entry.app = await buildApp({ ...config, now: () => entry.now() });
    entry.address = await entry.app.listen({ port: config.port, host: '127.0.0.1' });
    entry.baseline = await readBaseline(entry.app);
  } catch (error) {
    await entry.app?.close();
    await database.drop();
    throw error;
  }
  gateListeners(entry);
  return entry;
}

/** What a file may have left behind besides rows. */
async function tidy(entry: Entry): Promise<void> {
  vi.restoreAllMocks();
  entry.app.io.disconnectSockets(true);
  entry.generation += 1;
  Object.assign(entry.app.config, entry.config, { now: () => entry.now() });
  await rm(join(entry.config.dataDir, 'outbox'), { recursive: true, force: true });
}

async function discard(entry: Entry): Promise<void> {
  if (pool.includes(entry)) pool.splice(pool.indexOf(entry), 1);
  // A file may have closed the app itself (graceful-close does).
  if (entry.app.server.listening) await entry.app.close();
  await entry.database.drop();
}

/** The config of an app built on `database`; its `now` is replaced by the lending file's clock. */
export type ConfigFor = (database: FreshDatabase) => Config | Promise<Config>;

/**
 * An app of this worker's pool, lent until `release`: `key` names the settings apps may share,
 * `configFor` makes them for a new app, `now` is the borrowing file's clock. Its database holds what a
 * first start writes and nothing a file before wrote.
 */
export async function lendApp(key: string, configFor: ConfigFor, now: () => Date): Promise<LentApp> {
  let entry = pool.find((e) => e.key === key && !e.leased && e.app.server.listening);
  if (entry) {
    entry.leased = true;
    entry.now = now;
    await restoreAgainOnDeadlock(entry.app, entry.baseline);
  } else {
    entry = await build(key, configFor, now);
    if (pool.length < MAX_POOLED) pool.push(entry);
  }
  const lent = entry;
  return {
    app: lent.app,
    address: lent.address,
    async release() {
      if (!pool.includes(lent) || !lent.app.server.listening) return discard(lent);
      await tidy(lent);
      lent.leased = false;
    },
  };
}

/** An app of the file's own, on `database`, closed and its database dropped on release. */
export async function ownApp(database: FreshDatabase, configFor: ConfigFor): Promise<LentApp> {
  let app: FastifyInstance | undefined;
  try {
    const config = await configFor(database);
    app = await buildApp(config);
    const address = await app.listen({ port: config.port, host: '127.0.0.1' });
    const built = app;
    return {
      app: built,
      address,
      async release() {
        await built.close();
        await database.drop();
      },
    };
  } catch (error) {
    await app?.close();
    await database.drop();
    throw error;
  }
}
