/**
 * drizzle's PGlite session passes the same parsers with every query: it keeps timestamp, timestamptz,
 * interval, date, their arrays and numeric[] as PostgreSQL's text, and maps them itself. Parsers are
 * functions and cannot cross to the PGlite thread; and PGlite merges a query's parsers into its 318
 * default ones on every query, which costs more than a short query (measured: 176 µs a `SELECT $1`
 * without parsers, 405 µs with drizzle's). So the thread sets PGlite's own parsers for those types
 * once, and queries cross with their row mode only.
 */
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { RowMode } from './pglite-messages';

const TEXT_TYPES = new Set([1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231]);

/** Run once PGlite has started: it derives the array types' parsers then, over any given to `create`. */
export function keepTextTypes(pg: PGlite): void {
  for (const type of TEXT_TYPES) pg.parsers[type] = (text: string) => text;
}

/** What of a query's options crosses to the thread; a parser for any other type is refused. */
export function rowModeOf(options: QueryOptions | undefined): RowMode {
  for (const type of Object.keys(options?.parsers ?? {})) {
    if (!TEXT_TYPES.has(Number(type))) throw new Error(`The PGlite thread takes no parser for type ${type}`);
  }
  return options?.rowMode ?? 'object';
}
