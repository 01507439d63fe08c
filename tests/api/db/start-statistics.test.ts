/**
 * A clean start checks the leads' statistics too (docs/decisions.md#p112): the upkeep counts the writes
 * that make an ANALYZE due in memory, so leads written before a stop, short of an ANALYZE, go unseen
 * by the planner until the timer's. A start that finds more leads than autovacuum would let pass
 * analyzes them. PGlite only: PostgreSQL's autovacuum keeps its statistics itself.
 */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { rentals } from '../../../server/src/db/schema';
import { unseenLeads } from '../../../server/src/db/stale-statistics';
import dbPlugin from '../../../server/src/plugins/db';
import eventsPlugin from '../../../server/src/plugins/events';
import pgliteUpkeep from '../../../server/src/plugins/pglite-upkeep';
import { type FreshDatabase, freshDatabase } from '../support';

let database: FreshDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

async function start(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', loadConfig({}, { dataDir: database.dataDir, databaseUrl: database.databaseUrl }));
  await app.register(eventsPlugin);
  await app.register(dbPlugin);
  await app.register(pgliteUpkeep);
  await app.ready();
  return app;
}

it.skipIf(process.env.DATABASE_URL)('analyzes leads its statistics have not seen as it starts', async () => {
  const first = await start();
  await first.db.execute(sql`ANALYZE rentals`);
  await first.db.insert(rentals).values(
    Array.from({ length: 300 }, (_, i) => ({
      facebookName: 'Facebook Name',
      clientName: 'Client Name',
      number: `+1507${String(4_000_000 + i).padStart(7, '0')}`,
      rent: '$700',
      houseAptDetails: '2 bedrooms',
      address: `Calle ${i}`,
      postLink: `https://facebook.com/post/${4_000_000 + i}`,
    })),
  );
  expect((await unseenLeads(first.db)).unseen).toBeGreaterThan(50);
  await first.close();

  const second = await start();
  try {
    expect(await unseenLeads(second.db)).toEqual({ unseen: 0, threshold: 80 });
  } finally {
    await second.close();
  }
});
