/**
 * The total's rule, run on the service with a small cap (the real one is 2,000): exact while the
 * scope and days hold no more than the cap (or a search matches no more, through the search index or
 * row by row), an estimate flagged
 * `estimated` beyond it, never less than what was counted; and the cursor that pages past it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import type { Caller } from '../../../server/src/lib/caller';
import { listLeads } from '../../../server/src/services/lead-lists/list-leads';
import type { LeadListQuery } from '../../../src/contract';
import { addLeads, buildGroup, createdBy, type Group, startTestServer, type TestServer } from '../support';

let server: TestServer;
let group: Group;

const CAP = 5;
const asCaller = (user: UserRow): Caller => ({
  _id: user.id,
  role: user.role,
  assignFor: user.assignFor,
  adminId: user.adminId,
});

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  const made = createdBy(group.creators[0]);
  // Twelve leads, one a day from 1 March; the first four named Garcia.
  await addLeads(
    server,
    Array.from({ length: 12 }, (_, day) => ({
      ...made,
      createdAt: new Date(Date.UTC(2026, 2, day + 1, 15)),
      clientName: day < 4 ? 'Rosa Garcia' : 'Rosa Perez',
      numberStatus: day % 2 === 0 ? ('invalid' as const) : null,
    })),
  );
  // The rule starts from the planner's guess, which needs statistics (the server keeps them fresh:
  // autovacuum on PostgreSQL, the upkeep plugin's VACUUM ANALYZE on PGlite).
  await server.app.db.execute(sql`ANALYZE rentals, rental_search`);
}, 60_000);

afterAll(() => server?.close());

const list = (query: LeadListQuery) =>
  listLeads(server.app.deps, asCaller(group.admin), 'created', query, { countCap: CAP });

describe('the total', () => {
  it('is exact when the days hold no more than the cap, whatever the filters', async () => {
    const { countInfo } = await list({
      limit: 1,
      startDate: '2026-03-01',
      endDate: '2026-03-05',
      number_status: 'invalid',
    });
    expect(countInfo).toEqual({ total: 3, totalPage: 3 });
  });

  it('is an estimate beyond the cap, flagged, and at least what was counted', async () => {
    const { countInfo } = await list({ limit: 2 });
    expect(countInfo.estimated).toBe(true);
    expect(countInfo.total).toBeGreaterThanOrEqual(CAP);
    expect(countInfo.totalPage).toBe(Math.ceil(countInfo.total / 2));
  });

  it('counts a search exactly up to the cap', async () => {
    expect((await list({ limit: 2, search: 'garcia' })).countInfo).toEqual({ total: 4, totalPage: 2 });
    const beyond = await list({ limit: 2, search: 'rosa' });
    expect(beyond.countInfo.estimated).toBe(true);
    expect(beyond.countInfo.total).toBeGreaterThan(CAP);
  });

  it('counts a term common among all leads row by row when the days hold few leads', async () => {
    const days = { startDate: '2026-03-01', endDate: '2026-03-04' };
    expect((await list({ limit: 2, search: 'rosa', ...days })).countInfo).toEqual({ total: 4, totalPage: 2 });
    expect((await list({ limit: 2, search: 'perez', ...days, endDate: '2026-03-08' })).countInfo).toEqual({
      total: 4,
      totalPage: 2,
    });
  });

  it('needs no count when the first page is short', async () => {
    expect((await list({ limit: 20 })).countInfo).toEqual({ total: 12, totalPage: 1 });
  });
});

describe('the cursor', () => {
  it('pages through every row once, in order, and stops after the last full page', async () => {
    const all = (await list({ limit: 20 })).result.map((r) => r._id);
    const seen: string[] = [];
    let page = await list({ limit: 5 });
    for (;;) {
      seen.push(...page.result.map((r) => r._id));
      if (!page.nextCursor) break;
      page = await list({ limit: 5, cursor: page.nextCursor });
    }
    expect(seen).toEqual(all);
  });
});
