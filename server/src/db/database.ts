/** The database handle every service receives: drizzle over PGlite or node-postgres, one schema. */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { FROM_BUILD } from '../lib/from-build';
import type * as schema from './schema';

/** Transactions are handed to services as a Db too: a service need not know whether it runs in one. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  close(): Promise<void>;
}

/** The build copies the migrations beside its bundles (scripts/build-server.mjs). */
export const migrationsFolder = fileURLToPath(
  new URL(FROM_BUILD ? './drizzle' : '../../drizzle', import.meta.url),
);
