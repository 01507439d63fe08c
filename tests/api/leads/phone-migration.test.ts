/**
 * Migration 0008 (docs/decisions.md#p53): a database holding leads and deals under the old ten-digit rule is
 * migrated by the server's own start-up, and its leads are then found, searched and kept unique by
 * every writing of their numbers.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/src/db/database';
import { DUPLICATE_NUMBER, leadsApi } from '../../../src/contract';
import {
  buildTeam,
  freshDatabase,
  getList,
  MORNING,
  manualClock,
  startTestServer,
  superAdminOf,
  type Team,
  type TestServer,
  tokenOf,
} from '../support';

const MIGRATION = '0008_numbers_e164';

/** The shipped migrations up to, not including, this one: the database as the previous release left it. */
async function migrationsBefore(folder: string): Promise<string> {
  await cp(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < MIGRATION);
  await writeFile(path, JSON.stringify(journal));
  return folder;
}

/** What the old release stored: ten digits, in a lead, its search row and its deal. */
const OLD_ROWS = `
  INSERT INTO users (id, name, email, contact, password_hash, role)
  VALUES ('old-picker', 'Old Picker', 'old-picker@leads.test', '+15550000000', 'x', 'data-picker');
  INSERT INTO rentals (id, facebook_name, client_name, number, rent, house_apt_details, address, post_link,
    fetcher_id, is_fetched, is_finished, number_status)
  VALUES ('old-lead', 'Old FB', 'Olga Oldrow', '5551234567', '$700', 'Two rooms', 'Old St', 'https://x.test/1',
    'old-picker', true, true, 'valid'),
    ('old-pool', 'Pool FB', 'Pat Pool', '5559876543', '$800', 'Studio', 'Pool St', 'https://x.test/2',
    NULL, false, false, NULL);
  INSERT INTO closed_rentals (rental_id, number, rent, house_apt_details, address, client_name, client_email,
    payment_method, closing_image, fetcher_id)
  VALUES ('old-lead', '5551234567', '$700', 'Two rooms', 'Old St', 'Olga Oldrow', 'olga@x.test', 'Zelle',
    'old.png', 'old-picker');
`;

/** A database migrated up to the previous release, holding OLD_ROWS: a PGlite folder, or PostgreSQL. */
async function oldDatabase(work: string) {
  const folder = await migrationsBefore(join(work, 'migrations'));
  if (process.env.DATABASE_URL) {
    const fresh = await freshDatabase({ migrated: false });
    const client = new pg.Client({ connectionString: fresh.databaseUrl });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
      await client.query(OLD_ROWS);
    } finally {
      await client.end();
    }
    return { dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, drop: fresh.drop };
  }
  const dataDir = join(work, 'data');
  await mkdir(dataDir);
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: folder });
    await pglite.exec(OLD_ROWS);
  } finally {
    await pglite.close();
  }
  return { dataDir, databaseUrl: undefined, drop: async () => {} };
}

let work: string;
let old: Awaited<ReturnType<typeof oldDatabase>>;
let server: TestServer;
let team: Team;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'rental-leads-phone-migration-'));
  old = await oldDatabase(work);
  const clock = manualClock(MORNING);
  // The server migrates the database it opens, as a release upgrade does.
  server = await startTestServer({ dataDir: old.dataDir, databaseUrl: old.databaseUrl, now: clock.now });
  team = await buildTeam(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await old?.drop();
  await rm(work, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('stores the old ten-digit numbers as E.164, in leads and in deals', async () => {
    const rows = (await server.app.db.execute(
      sql`SELECT number FROM rentals UNION ALL SELECT number FROM closed_rentals ORDER BY number`,
    )) as unknown as { rows: { number: string }[] };
    expect(rows.rows.map((row) => row.number)).toEqual(['+15551234567', '+15551234567', '+15559876543']);
  });

  it('finds an old lead by any writing of its number, or its first digits', async () => {
    const picker = team.pickers[0]!;
    for (const typed of ['5559876543', '(555) 987-6543', '+1 555 987 6543', '1-555-987-6543', '555 987']) {
      const found = await server.call(leadsApi.search, { token: picker.token(), query: { number: typed } });
      expect(found.status, typed).toBe(200);
      expect(found.body.data._id).toBe('old-pool');
    }
  });

  it('keeps the search rows in step: the lists find old leads by a number typed with its country code', async () => {
    const root = tokenOf(server, await superAdminOf(server));
    const answer = await getList(server, '/rental/getAllRentalsByCreator', root, {
      search: '+1 555 987 6543',
    });
    expect(answer.body.data.result.map((lead) => lead._id)).toEqual(['old-pool']);
  });

  it('keeps old numbers unique against every new writing', async () => {
    const created = await server.call(leadsApi.create, {
      token: team.creator.token(),
      body: {
        facebook_name: 'New FB',
        client_name: 'New Client',
        number: '555.123.4567',
        rent: '$700',
        houseApt_details: 'Two rooms',
        address: 'New St',
        post_link: 'https://x.test/3',
      },
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(DUPLICATE_NUMBER);
  });

  it('serves a search from first digits from the rebuilt unique index', async () => {
    const index = (await server.app.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'rentals_number_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(index.rows[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(number text_pattern_ops\)/);
  });
});
