/**
 * Raw SQL for both drivers: `rowsOf`/`firstRow` run a query and return its rows (`.rows` is the one
 * part of `db.execute()` PGlite and node-postgres share), and `iso`/`isoOrNull` read the timestamps
 * such rows hold.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}

/** Timestamps come back as strings from both drivers (drizzle turns their parsers off). */
export const iso = (value: string | Date): string => new Date(value).toISOString();
export const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));
