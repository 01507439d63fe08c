/**
 * Hostile input shared by every area's bad-input suite (issue 14): text with NUL, days and instants
 * outside the contract's range, forged list cursors, deeply nested JSON, malformed % escapes; the
 * envelope every refusal must answer in, and a snapshot of every table to prove nothing was written.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../server/src/db/raw-rows';
import { NO_CONTROL_CHARACTERS } from '../../../src/contract';
import type { ApiResponse, TestServer } from './server';

export const NUL = '\u0000';

/** `text` with a NUL in the middle, where trimming cannot remove it. */
export const withNul = (text: string) => `${text.slice(0, 1)}${NUL}${text.slice(1)}`;

/** A query or path value with an encoded NUL. */
export const NUL_IN_URL = 'abc%00def';

/** The guard's answer to a control character in a path, query or JSON body value. */
export const CONTROL_REFUSED = NO_CONTROL_CHARACTERS;

/** 100,000 nested arrays: JSON.parse reads it, and a walk of it overflowed the stack (500). */
export const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
/** The same inside a field a contract rule refuses, where the refusal printed the value. */
export const DEEP_FIELD = (field: string) => `{"${field}":${DEEP_ARRAY}}`;
export const TOO_DEEP = 'The request body is nested too deeply';

/** A malformed %-escape (a cut-off UTF-8 sequence), refused by the router before any route runs. */
export const BAD_ESCAPE = '%E0%A4%A';
export const BAD_ADDRESS = 'The request address is not valid';

/** Days JavaScript reads and the database refuses (year 0, day after 9999-12-31) or no one means. */
export const OUT_OF_RANGE_DAYS = ['0000-01-01', '1999-12-31'];
export const dayOutOfRange = (label: string) => `${label} must be between 2000-01-01 and 9999-12-31`;
/** Days that are not YYYY-MM-DD at all, though JavaScript reads each. */
export const UNREADABLE_DAYS = ['+275760-09-13', '2026-02-30', '10000-01-01'];
export const notADay = (label: string) => `${label} must be a date (YYYY-MM-DD)`;

/** A lead list cursor as the server writes one, with any position in it. */
export const forgedCursor = (position: unknown) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** Positions JavaScript's Date.parse accepts and PostgreSQL refuses, or ids it cannot compare. */
export const FORGED_POSITIONS = (sort: string) => [
  { sort, date: '+275760-09-13T00:00:00.000Z', id: 'x' },
  { sort, date: '0000-01-01 00:00:00+00', id: 'x' },
  { sort, date: 'Tue 1 2', id: 'x' },
  { sort, date: '2026-02-30 10:00:00+00', id: 'x' },
  { sort, date: 5, id: 'x' },
  { sort, date: '2026-03-10 15:00:00+00', id: withNul('abc') },
  { sort, date: '2026-03-10 15:00:00+00', id: 'x'.repeat(65) },
  { sort, date: '2026-03-10 15:00:00+00', id: 7 },
];

/** A refusal in the envelope: the status, `success: false`, a message (exact when given), no stack or detail. */
export function expectRefused(res: ApiResponse, status: number, message?: string) {
  expect({ status: res.status, success: res.body?.success }).toEqual({ status, success: false });
  expect(typeof res.body.message).toBe('string');
  if (message !== undefined) expect(res.body.message).toBe(message);
  for (const key of Object.keys(res.body)) {
    expect(['success', 'message', 'errors', 'retryAfter', 'code']).toContain(key);
  }
}

/** A request sent as given (a body string as it is, any content type), answered as the helper's `api` does. */
export async function send(
  server: TestServer,
  path: string,
  init: { method?: string; token?: string; body?: string; type?: string } = {},
): Promise<ApiResponse & { ms: number }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.body !== undefined) headers['content-type'] = init.type ?? 'application/json';
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body,
  });
  const text = await response.text();
  let body: ApiResponse['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} outside JSON: ${text.slice(0, 200)}`);
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    refreshCookie: undefined,
    refreshSetCookie: undefined,
    ms: performance.now() - started,
  };
}

/** Tables written on a timer or by the socket adapter, not by the calls under test. */
const NOT_SNAPSHOTTED = new Set(['socket_io_attachments']);

type Db = TestServer['app']['db'];

/** The app's tables, asked once of each database: migrations made them all before the first test. */
const tablesOf = new WeakMap<Db, Promise<string[]>>();

function appTables(db: Db): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = rowsOf<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ).then((rows) => rows.map((t) => t.name).filter((name) => !NOT_SNAPSHOTTED.has(name)));
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * Every row of every table the app owns, as text, so a refused request can be shown to write nothing.
 * One statement for all tables: a bad-input case takes two snapshots, and a query a table made them
 * most of its time.
 */
export async function snapshotAll(server: TestServer): Promise<string> {
  const { db } = server.app;
  const tables = await appTables(db);
  const everyRow = sql.join(
    tables.map(
      (name) => sql`SELECT ${name}::text AS name, row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`,
    ),
    sql` UNION ALL `,
  );
  const dump: Record<string, string[]> = Object.fromEntries(tables.map((name) => [name, []]));
  for (const { name, row } of await rowsOf<{ name: string; row: string }>(db, everyRow))
    dump[name]?.push(row);
  for (const rows of Object.values(dump)) rows.sort();
  return JSON.stringify(dump);
}
