/** Reading and writing the test server's database directly: raw SQL, settings, a snapshot of the rows. */
import { type SQL, sql } from 'drizzle-orm';
import { refreshTokens, rentals, settings, users } from '../../../server/src/db/schema';
import type { Settings } from '../../../src/contract';
import type { TestServer } from './server';

export async function query<T>(server: TestServer, statement: SQL): Promise<T[]> {
  return ((await server.app.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Sets global settings directly; the settings endpoints have their own tests. */
export async function setSettings(server: TestServer, values: Partial<Settings>): Promise<void> {
  const { holdEnabledAt, ...rest } = values;
  const hold =
    holdEnabledAt === undefined
      ? {}
      : { holdEnabledAt: holdEnabledAt === null ? null : new Date(holdEnabledAt) };
  await server.app.db
    .update(settings)
    .set({ ...rest, ...hold })
    .where(sql`id = 1`);
}

/** Every row a people call could write, so a test can prove a refused request wrote nothing. */
export async function snapshot(server: TestServer): Promise<string> {
  const { db } = server.app;
  const tables = {
    users: await db.select().from(users).orderBy(users.id),
    rentals: await db.select().from(rentals).orderBy(rentals.id),
    refreshTokens: await db.select().from(refreshTokens).orderBy(refreshTokens.id),
  };
  return JSON.stringify(tables);
}
