/**
 * drizzle's PGlite session passes the same parsers with every query: it keeps timestamp, timestamptz,
 * interval, date, their arrays and numeric[] as PostgreSQL's text, and maps them itself. PGlite merges
 * a query's parsers into its 318 default ones on every query, which costs more than a short query
 * (measured: 176 µs a `SELECT $1` without parsers, 405 µs with drizzle's). So PGlite's own parsers
 * for those types are set once, and drizzle's queries go without theirs. This client is for drizzle's session only: a
 * query's parser for one of these types is taken to keep the text, as drizzle's do.
 */
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const TEXT_TYPES = new Set([1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231]);

const textParsers = Object.fromEntries([...TEXT_TYPES].map((type) => [type, (text: string) => text]));

interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** A query's own parsers are needed only for types beyond those PGlite already keeps as text. */
function needed(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (Object.keys(options.parsers).some((type) => !TEXT_TYPES.has(Number(type)))) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

function queryWithout(on: Queryable): Queryable {
  return { query: (sql, params, options) => on.query(sql, params, needed(options)) };
}

/**
 * Sets PGlite's parsers and returns what drizzle's session calls on its client, `query` and
 * `transaction`, minus the redundant parsers. Set after PGlite has started: it derives the array types'
 * parsers when it starts, over any given to `PGlite.create`.
 */
export function withFixedParsers(pg: PGlite) {
  Object.assign(pg.parsers, textParsers);
  return {
    ...queryWithout(pg),
    transaction: <T>(callback: (tx: Queryable) => Promise<T>) =>
      pg.transaction((tx: Transaction) => callback(queryWithout(tx))),
  };
}
