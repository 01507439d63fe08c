/**
 * Whether this process can serve: its database answers and holds every migration this build ships
 * (a process started from a newer build than its database is not ready until it migrates).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { Deps } from '../deps';

export type Readiness = { ready: true; migrations: number } | { ready: false; reason: string };

interface Journal {
  entries: { when: number }[];
}

let shipped: Promise<{ count: number; newest: number }> | undefined;

/** The build's migrations, read once: they cannot change while the process runs. */
function shippedMigrations() {
  shipped ??= readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) => {
    const { entries } = JSON.parse(text) as Journal;
    return { count: entries.length, newest: Math.max(...entries.map((entry) => entry.when)) };
  });
  return shipped;
}

export async function readiness({ db }: Deps<'db'>): Promise<Readiness> {
  const expected = await shippedMigrations();
  let newest: number;
  try {
    const row = await firstRow<{ newest: string | null }>(
      db,
      sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
    );
    newest = Number(row?.newest ?? 0);
  } catch (error) {
    return { ready: false, reason: `The database does not answer: ${(error as Error).message}` };
  }
  if (newest < expected.newest)
    return { ready: false, reason: 'The database lacks migrations of this build' };
  return { ready: true, migrations: expected.count };
}
