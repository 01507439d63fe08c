/**
 * The database's functions, one a file in server/src/db/sql/, applied after the migrations at every
 * start: a change to a function is an edit of its file, and no migration restates it. A function whose
 * body and comment (its file's name and hash) match its file is left alone, so a start with nothing
 * changed only reads the catalog, and running processes keep their plans (docs/decisions.md#p29).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './raw-rows';

/**
 * The files in the order they are applied. PostgreSQL checks an SQL-language body against the
 * functions it calls when it creates it, so a function comes after the ones it calls; a PL/pgSQL
 * body looks its callees up only when it runs.
 */
export const SQL_FUNCTION_FILES = [
  'time-ordered-uuid.sql',
  'audit-entries-append-only.sql',
  'reset-links-end.sql',
  'lead-published.sql',
  'rental-search-body.sql',
  'rental-search-added.sql',
  'rental-search-changed.sql',
  'rental-search-removed.sql',
  'report-day.sql',
  'report-picked.sql',
  'report-lead-counts.sql',
  'report-lead-held.sql',
  'report-deal-counts.sql',
  'report-add-deals.sql',
  'report-lead-moved.sql',
  'report-lead-changed.sql',
  'report-count-statements.sql',
  'report-leads-added-or-removed.sql',
  'report-import-published.sql',
  'report-deals-changed.sql',
  'report-lead-returned.sql',
  'rental-people.sql',
  'rental-json.sql',
  'release-expired-hold.sql',
  'do-not-contact-guard.sql',
  'lead-webhook-event.sql',
  'claim-lead.sql',
  'finish-lead.sql',
  'skip-lead.sql',
];

const SOURCES = new URL('./sql/', import.meta.url);

/** Any fixed number other than the migrations' lock (open-postgres.ts): processes applying take turns. */
const FUNCTIONS_LOCK = 724_051_802;

/** PostgreSQL's invalid_function_definition: CREATE OR REPLACE refusing a changed result or parameter names. */
const INVALID_FUNCTION_DEFINITION = '42P13';

export interface SqlFunction {
  file: string;
  name: string;
  /** The whole file, sent as it is: one CREATE OR REPLACE FUNCTION statement after its comment. */
  statement: string;
  /** What is between the dollar quotes, which PostgreSQL keeps as `prosrc`. */
  body: string;
  /** The function's comment in the database: which file, at which hash, defined it. */
  note: string;
}

export function sqlFunction(file: string, text: string): SqlFunction {
  const name = /^CREATE OR REPLACE FUNCTION (\w+)\(/m.exec(text)?.[1];
  if (!name) throw new Error(`${file} holds no CREATE OR REPLACE FUNCTION statement`);
  // A body in other dollar quotes would not be found below, and would be applied again at every start.
  if (text.indexOf('$$') === text.lastIndexOf('$$')) {
    throw new Error(`${file}: the body goes between $$ quotes`);
  }
  const hash = createHash('sha256').update(text).digest('hex');
  return {
    file,
    name,
    statement: text,
    body: text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$')),
    note: `server/src/db/sql/${file} sha256 ${hash}`,
  };
}

export function readSqlFunctions(): Promise<SqlFunction[]> {
  return Promise.all(
    SQL_FUNCTION_FILES.map(async (file) => sqlFunction(file, await readFile(new URL(file, SOURCES), 'utf8'))),
  );
}

/**
 * Applies the functions that differ from their files, in order, in one transaction; answers their
 * files. The transaction's advisory lock serialises processes starting together on one PostgreSQL
 * (two CREATE OR REPLACE of one function at once fail with "tuple concurrently updated"), and the
 * files are compared again under it, so the process that waited applies nothing.
 */
export async function applySqlFunctions(db: Db, functions?: SqlFunction[]): Promise<string[]> {
  const wanted = functions ?? (await readSqlFunctions());
  if ((await differing(db, wanted)).length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FUNCTIONS_LOCK})`);
    const applied: string[] = [];
    for (const fn of await differing(tx, wanted)) {
      await define(tx, fn);
      applied.push(fn.file);
    }
    return applied;
  });
}

/** The functions whose name does not stand for exactly one function with their file's body and note. */
async function differing(db: Db, functions: SqlFunction[]): Promise<SqlFunction[]> {
  const live = await rowsOf<{ name: string; body: string; note: string | null }>(
    db,
    sql`SELECT p.proname AS name, p.prosrc AS body, d.description AS note
      FROM pg_proc p LEFT JOIN pg_description d
        ON d.objoid = p.oid AND d.classoid = 'pg_proc'::regclass AND d.objsubid = 0
      WHERE p.pronamespace = current_schema()::regnamespace
        AND p.proname IN ${functions.map((fn) => fn.name)}`,
  );
  return functions.filter((fn) => {
    const named = live.filter((row) => row.name === fn.name);
    return named.length !== 1 || named[0]!.body !== fn.body || named[0]!.note !== fn.note;
  });
}

/**
 * CREATE OR REPLACE keeps the function's identity, so its triggers, column defaults and grants stay.
 * A changed argument list makes a second function, and a changed result or parameter name is refused:
 * the old function is then dropped, RESTRICT, so that anything using it (a trigger, a default) stops
 * the start-up and rolls it all back instead of going with it.
 */
async function define(tx: Db, fn: SqlFunction): Promise<void> {
  const before = await signatures(tx, fn.name);
  try {
    await tx.transaction((savepoint) => savepoint.execute(sql.raw(fn.statement)));
  } catch (error) {
    if (codeOf(error) !== INVALID_FUNCTION_DEFINITION) throw error;
    await drop(tx, before);
    await tx.execute(sql.raw(fn.statement));
  }
  const after = await signatures(tx, fn.name);
  const added = after.filter((signature) => !before.includes(signature));
  const old = after.filter((signature) => before.includes(signature));
  if (added.length > 0) await drop(tx, old);
  const [defined, ...others] = added.length > 0 ? added : after;
  if (!defined || others.length > 0) {
    throw new Error(`${fn.file}: ${after.length} functions are named ${fn.name} (${after.join('; ')})`);
  }
  const note = fn.note.replaceAll("'", "''");
  await tx.execute(sql.raw(`COMMENT ON FUNCTION ${defined} IS '${note}'`));
}

/** The argument types of each function named `name`, as DROP and COMMENT take them. */
async function signatures(db: Db, name: string): Promise<string[]> {
  const rows = await rowsOf<{ signature: string }>(
    db,
    sql`SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace AND p.proname = ${name}`,
  );
  return rows.map((row) => row.signature);
}

async function drop(tx: Db, signatures: string[]): Promise<void> {
  for (const signature of signatures) await tx.execute(sql.raw(`DROP FUNCTION ${signature} RESTRICT`));
}

/** The SQLSTATE of a driver's error, which drizzle wraps. */
function codeOf(error: unknown): unknown {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e) return e.code;
  }
  return undefined;
}
