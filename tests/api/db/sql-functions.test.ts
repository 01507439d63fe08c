/**
 * The database's functions are their files (server/src/db/sql/*.sql, the claim of docs/decisions.md#p29 among
 * them), applied after the migrations at every start (sql-functions.ts): a database runs each file's
 * definition, re-applying changes nothing, the files go in their order within one transaction, a
 * changed signature replaces the old function only when nothing uses it, and processes starting
 * together on one PostgreSQL take turns. PGlite, or PostgreSQL with DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/src/db/database';
import { openDatabase } from '../../../server/src/db/open-database';
import { rowsOf } from '../../../server/src/db/raw-rows';
import {
  applySqlFunctions,
  readSqlFunctions,
  SQL_FUNCTION_FILES,
  sqlFunction,
} from '../../../server/src/db/sql-functions';
import { type FreshDatabase, freshDatabase } from '../support';

const SOURCES = new URL('../../../server/src/db/sql/', import.meta.url);

const open = (fresh: FreshDatabase) =>
  openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }, (error) => {
    throw error;
  });

/** A fresh database opened as the server opens it, dropped after the enclosing describe. */
function opened(): () => Database {
  let fresh: FreshDatabase;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await open(fresh);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });
  return () => database;
}

interface Live {
  name: string;
  signature: string;
  body: string;
  note: string | null;
  language: string;
  volatility: string;
  result: string;
  definition: string;
}

/** The functions of the database's schema that no extension brought. */
const functionsOf = (db: Db) =>
  rowsOf<Live>(
    db,
    sql`SELECT p.proname AS name, p.oid::regprocedure::text AS signature, p.prosrc AS body,
        obj_description(p.oid, 'pg_proc') AS note, l.lanname AS language, p.provolatile AS volatility,
        pg_get_function_result(p.oid) AS result, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = current_schema()::regnamespace AND NOT EXISTS (SELECT 1 FROM pg_depend d
        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname, signature`,
  );

/** Runs `statement` (with `%s` for each signature) on every function a file defined. */
const onEachApplied = (db: Db, statement: string) =>
  db.execute(
    sql.raw(`DO $$
      DECLARE f regprocedure;
      BEGIN
        FOR f IN SELECT p.oid FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
          AND obj_description(p.oid, 'pg_proc') LIKE 'server/src/db/sql/%' LOOP
          EXECUTE format('${statement}', f);
        END LOOP;
      END
    $$`),
  );

/** The functions as the migrations left them on a database upgraded from before the files. */
const asMigrationsLeftThem = (db: Db) => onEachApplied(db, 'COMMENT ON FUNCTION %s IS NULL');

const UNDEFINED_FUNCTION = '42883';
const DEPENDENT_OBJECTS_STILL_EXIST = '2BP01';

/** A query drizzle reports failed, with the driver's error, which has PostgreSQL's code, as its cause. */
const failed = (code: string) => ({ cause: expect.objectContaining({ code }) });

/** What a file states of its function: its body between the dollar quotes, its language and volatility. */
function stated(text: string) {
  const statement = text.slice(text.indexOf('CREATE OR REPLACE FUNCTION'));
  const header = statement.slice(0, statement.indexOf('$$'));
  const volatility = /\b(IMMUTABLE|STABLE)\b/.exec(header)?.[1];
  return {
    body: statement.slice(statement.indexOf('$$') + 2, statement.lastIndexOf('$$')),
    language: /\bLANGUAGE (\w+)/.exec(header)?.[1],
    volatility: volatility === 'IMMUTABLE' ? 'i' : volatility === 'STABLE' ? 's' : 'v',
  };
}

describe('the SQL functions’ files', () => {
  it('are one a function, each named after it, and each in the order they are applied', async () => {
    const files = (await readdir(SOURCES)).filter((file) => file.endsWith('.sql'));
    expect([...SQL_FUNCTION_FILES].sort()).toEqual(files.sort());
    for (const fn of await readSqlFunctions()) expect(fn.file).toBe(`${fn.name.replaceAll('_', '-')}.sql`);
  });

  describe('in a freshly opened database', () => {
    const database = opened();

    it('are all its functions, each as its file states it, noted with the file’s hash', async () => {
      const live = await functionsOf(database().db);
      const files = await readSqlFunctions();
      expect(live.map((fn) => fn.name).sort()).toEqual(files.map((fn) => fn.name).sort());
      for (const file of SQL_FUNCTION_FILES) {
        const text = await readFile(new URL(file, SOURCES), 'utf8');
        const fn = live.find((row) => `${row.name.replaceAll('_', '-')}.sql` === file)!;
        const { body, language, volatility } = stated(text);
        expect(fn.body, file).toBe(body);
        // docs/decisions.md#p92: the language and volatility the claim's kept plans rely on are the file's.
        expect([fn.language, fn.volatility], file).toEqual([language, volatility]);
        const hash = createHash('sha256').update(text).digest('hex');
        expect(fn.note, file).toBe(`server/src/db/sql/${file} sha256 ${hash}`);
      }
    });

    it('apply nothing again, and once applied again keep every definition', async () => {
      const { db } = database();
      const before = await functionsOf(db);
      expect(await applySqlFunctions(db)).toEqual([]);
      await asMigrationsLeftThem(db);
      expect(await applySqlFunctions(db)).toEqual(SQL_FUNCTION_FILES);
      expect(await applySqlFunctions(db)).toEqual([]);
      expect(await functionsOf(db)).toEqual(before);
    });

    it('put back a function whose body changed outside its file, and only that one', async () => {
      const { db } = database();
      const before = await functionsOf(db);
      await db.execute(sql`CREATE OR REPLACE FUNCTION report_day(t timestamptz) RETURNS date LANGUAGE sql
        IMMUTABLE AS $$ SELECT (t AT TIME ZONE 'UTC')::date $$`);
      expect(await applySqlFunctions(db)).toEqual(['report-day.sql']);
      expect(await functionsOf(db)).toEqual(before);
    });
  });

  describe('on a database without them', () => {
    const database = opened();

    it('are created in their order, in one transaction', async () => {
      const { db } = database();
      const before = await functionsOf(db);
      // Their triggers and the ids' default go with them: this database serves no lead afterwards.
      await onEachApplied(db, 'DROP FUNCTION %s CASCADE');
      expect(await functionsOf(db)).toEqual([]);
      // Backwards, report_add_deals's SQL body comes before report_deal_counts, which it calls.
      const backwards = (await readSqlFunctions()).reverse();
      await expect(applySqlFunctions(db, backwards)).rejects.toMatchObject(failed(UNDEFINED_FUNCTION));
      expect(await functionsOf(db)).toEqual([]);
      expect(await applySqlFunctions(db)).toEqual(SQL_FUNCTION_FILES);
      expect(await functionsOf(db)).toEqual(before);
    });
  });

  describe('with a signature changed', () => {
    const database = opened();
    const answer = (args: string, result: string, body: string) =>
      sqlFunction(
        'scratch-answer.sql',
        `CREATE OR REPLACE FUNCTION scratch_answer(${args}) RETURNS ${result} LANGUAGE sql IMMUTABLE AS $$
          SELECT ${body} $$;\n`,
      );
    const scratch = async () =>
      (await functionsOf(database().db))
        .filter((fn) => fn.name === 'scratch_answer')
        .map((fn) => [fn.signature, fn.result]);

    it('replace the old function, and leave it when something uses it', async () => {
      const { db } = database();
      await applySqlFunctions(db, [answer('x integer', 'integer', 'x + 1')]);
      expect(await scratch()).toEqual([['scratch_answer(integer)', 'integer']]);
      // New arguments make a second function, after which the old one is dropped.
      await applySqlFunctions(db, [answer('x bigint', 'bigint', 'x + 1')]);
      expect(await scratch()).toEqual([['scratch_answer(bigint)', 'bigint']]);
      // A new result, which CREATE OR REPLACE refuses: the old one is dropped first.
      const textual = answer('x bigint', 'text', '(x + 1)::text');
      await applySqlFunctions(db, [textual]);
      expect(await scratch()).toEqual([['scratch_answer(bigint)', 'text']]);

      await db.execute(sql`CREATE TABLE scratch_uses (answer text DEFAULT scratch_answer(41))`);
      for (const [args, result] of [
        ['x bigint', 'numeric'],
        ['x integer', 'text'],
      ] as const) {
        await expect(applySqlFunctions(db, [answer(args, result, '42')])).rejects.toMatchObject(
          failed(DEPENDENT_OBJECTS_STILL_EXIST),
        );
        expect(await scratch()).toEqual([['scratch_answer(bigint)', 'text']]);
      }
      expect(await applySqlFunctions(db, [textual])).toEqual([]);
    });
  });

  describe.runIf(process.env.DATABASE_URL)('with processes applying them at once (PostgreSQL)', () => {
    let fresh: FreshDatabase;
    let processes: Database[] = [];

    beforeAll(async () => {
      fresh = await freshDatabase({ migrated: false });
    });
    afterAll(async () => {
      await Promise.all(processes.map((database) => database.close()));
      await fresh?.drop();
    });

    it('open together on a database not migrated yet', async () => {
      processes = await Promise.all([open(fresh), open(fresh), open(fresh)]);
      expect((await functionsOf(processes[0]!.db)).map((fn) => fn.note)).not.toContain(null);
    });

    it('take turns: one applies them, the others find them applied', async () => {
      await asMigrationsLeftThem(processes[0]!.db);
      const applied = await Promise.all(processes.map((database) => applySqlFunctions(database.db)));
      expect(applied.flat().sort()).toEqual([...SQL_FUNCTION_FILES].sort());
      expect(applied.filter((files) => files.length > 0)).toHaveLength(1);
    });
  });
});
