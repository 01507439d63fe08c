/**
 * The claim under load, over HTTP on the real server: 50 pickers fetching at once, each sending two
 * fetches at a time, until the pool is empty. With DATABASE_URL, again with the pickers split over
 * two server processes sharing the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClaimRefusal,
  type ClaimResult,
  DEFAULT_SETTINGS,
  LEADS_TYPES,
  leadsApi,
  pathTo,
} from '../../../src/contract';
import {
  as,
  buildTeam,
  insertLeads,
  type Person,
  query,
  type SecondServer,
  setSettings,
  startLeadsServer,
  startSecondServer,
  type TestServer,
} from '../support';

const LEADS = 500;
const PICKER_LIMIT = 16;
const CAPPED_ADMIN_LIMIT = 150;
const PICKERS_PER_TEAM = 25;

let server: TestServer;
let second: SecondServer | undefined;

beforeAll(async () => {
  server = await startLeadsServer();
  if (process.env.DATABASE_URL) second = await startSecondServer(server);
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

type Api = Pick<TestServer, 'api'>;

/** A claim through `api`, either server process. */
const claim = (api: Api, picker: Person) => as<ClaimResult>(api, picker, pathTo(leadsApi.claim));

/** One picker's session: two fetches at once each round, then a finish, until refused. */
async function work(api: Api, picker: Person) {
  const claimed: string[] = [];
  for (;;) {
    const [a, b] = await Promise.all([claim(api, picker), claim(api, picker)]);
    if (a.status !== 200 || b.status !== 200) {
      // Both fetches read the same state behind the picker's lock: both are refused alike.
      expect([a.status, a.body.code]).toEqual([b.status, b.body.code]);
      expect([404, 429]).toContain(a.status);
      return { claimed, stop: a.body.code as ClaimRefusal };
    }
    // Never two leads for one picker: the second fetch gets the lead the first one claimed.
    expect(b.body.data.rental._id).toBe(a.body.data.rental._id);
    expect(a.body.data.todayPicked).toBe(claimed.length);
    claimed.push(a.body.data.rental._id);
    const finished = await as(api, picker, pathTo(leadsApi.finish), {
      method: leadsApi.finish.method,
      body: { number_status: 'valid' },
    });
    expect(finished.status, finished.body.message).toBe(200);
  }
}

/** 25 pickers under an admin capped at 150 picks, 25 under an uncapped one; every picker limited to 16. */
async function race(apis: Api[]) {
  const capped = await buildTeam(server, {
    pickers: PICKERS_PER_TEAM,
    pickerLimit: PICKER_LIMIT,
    adminLimit: CAPPED_ADMIN_LIMIT,
  });
  const open = await buildTeam(server, { pickers: PICKERS_PER_TEAM, pickerLimit: PICKER_LIMIT });
  const leads = await insertLeads(server, LEADS, { creator: capped.creator });
  const pickers = [...capped.pickers, ...open.pickers];
  const results = await Promise.all(pickers.map((picker, i) => work(apis[i % apis.length]!, picker)));
  return { capped, pickers, leads, results };
}

async function expectFairOutcome({ capped, pickers, leads, results }: Awaited<ReturnType<typeof race>>) {
  const all = results.flatMap((r) => r.claimed);
  // Every lead claimed, and exactly once.
  expect(all).toHaveLength(LEADS);
  expect(new Set(all)).toEqual(new Set(leads));
  for (const { claimed } of results) expect(claimed.length).toBeLessThanOrEqual(PICKER_LIMIT);
  const cappedPicks = results.slice(0, PICKERS_PER_TEAM).reduce((n, r) => n + r.claimed.length, 0);
  expect(cappedPicks).toBeLessThanOrEqual(CAPPED_ADMIN_LIMIT);
  expect(
    results.every((r) => r.stop === 'pool-empty' || r.stop === 'daily-limit' || r.stop === 'admin-limit'),
  ).toBe(true);

  // The database agrees: each lead finished by the picker that claimed it, nobody holds anything.
  const rows = await query<{
    id: string;
    fetcher_id: string;
    fetcher_admin_id: string;
    is_finished: boolean;
  }>(server, sql`SELECT id, fetcher_id, fetcher_admin_id, is_finished FROM rentals WHERE id IN ${leads}`);
  const claimer = new Map(results.flatMap((r, i) => r.claimed.map((id) => [id, pickers[i]!.id])));
  for (const row of rows) {
    expect(row.is_finished).toBe(true);
    expect(row.fetcher_id).toBe(claimer.get(row.id));
  }
  expect(rows.filter((r) => r.fetcher_admin_id === capped.admin.id)).toHaveLength(cappedPicks);
}

describe.each(LEADS_TYPES)('50 pickers claiming in %s order at once', (leadsType) => {
  it('claims every lead exactly once, never two for one picker, within every limit', async () => {
    await setSettings(server, { ...DEFAULT_SETTINGS, leadsType });
    await expectFairOutcome(await race([server]));
  }, 120_000);
});

if (process.env.DATABASE_URL)
  describe('two server processes on one database', () => {
    it.each(LEADS_TYPES)(
      'share the pool in %s order without a double claim',
      async (leadsType) => {
        await setSettings(server, { ...DEFAULT_SETTINGS, leadsType });
        await expectFairOutcome(await race([server, second!]));
      },
      120_000,
    );

    it('give one picker one lead when it fetches from both at once', async () => {
      const { pickers } = await buildTeam(server);
      await insertLeads(server, 5);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => claim(i % 2 ? second! : server, pickers[0]!)),
      );
      expect(new Set(answers.map((a) => a.body.data.rental._id)).size).toBe(1);
    });
  });

describe('one picker fetching many times at once', () => {
  it('ends up holding one lead, the one every answer shows', async () => {
    await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'random' });
    const { pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    await insertLeads(server, 20);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(server, picker)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.rental._id));
    expect(ids.size).toBe(1);
    const held = await query<{ id: string }>(
      server,
      sql`SELECT id FROM rentals WHERE fetcher_id = ${picker.id} AND is_fetched AND NOT is_finished`,
    );
    expect(held.map((r) => r.id)).toEqual([...ids]);
  });
});
