/**
 * Stale leads in the lists (docs/rules/claiming.md#d5.28): each row says whether it was entered longer ago
 * than 'Stale after (days)', and `stale` filters on it, within the caller's scope as ever.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, leadListsApi, pathTo } from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  createdBy,
  type Group,
  getList,
  idsOf,
  setSettings,
  startLeadsServer,
  type TestServer,
  tokenOf,
} from '../support';

const DAY = 86_400_000;
const ALL = pathTo(leadListsApi.listAllLeads);
const MINE = pathTo(leadListsApi.listMyLeads);

let server: TestServer;
let group: Group;
let other: Group;
let old: string[];
let recent: string[];
let sixDaysOld: string;

const daysAgo = (days: number) => new Date(server.clock.now().getTime() - days * DAY);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

beforeAll(async () => {
  server = await startLeadsServer();
  group = await buildGroup(server);
  other = await buildGroup(server);
  const mine = createdBy(group.creator);
  old = ids(
    await addLeads(
      server,
      [10, 8].map((days) => ({ ...mine, createdAt: daysAgo(days) })),
    ),
  );
  const [six, one] = await addLeads(
    server,
    [6, 1].map((days) => ({ ...mine, createdAt: daysAgo(days) })),
  );
  sixDaysOld = six!.id;
  recent = ids([six!, one!]);
  // Another group's stale lead: never in this group's lists.
  await addLeads(server, [{ ...createdBy(other.creator), createdAt: daysAgo(30) }]);
});
afterAll(() => server.close());
beforeEach(() => setSettings(server, DEFAULT_SETTINGS));

const allLeads = (stale?: string) =>
  getList(server, ALL, tokenOf(server, group.admin), { isFetched: '', stale });

describe('stale leads in the lists', () => {
  it('are marked: a row entered more than 7 days ago is stale, the others not', async () => {
    const listed = await allLeads();
    expect(listed.status).toBe(200);
    const staleOf = Object.fromEntries(listed.body.data.result.map((row) => [row._id, row.stale]));
    expect(staleOf).toEqual({
      ...Object.fromEntries(old.map((id) => [id, true])),
      ...Object.fromEntries(recent.map((id) => [id, false])),
    });
  });

  it('filter on stale=true and stale=false, in the caller’s scope, with their totals', async () => {
    const stale = await allLeads('true');
    expect(idsOf(stale.body.data.result)).toEqual(old);
    expect(stale.body.data.countInfo.total).toBe(2);
    const fresh = await allLeads('false');
    expect(idsOf(fresh.body.data.result)).toEqual(recent);
    expect(fresh.body.data.countInfo.total).toBe(2);
  });

  it('follow Stale after (days)', async () => {
    await setSettings(server, { staleDays: 5 });
    expect(idsOf((await allLeads('true')).body.data.result)).toEqual([...old, sixDaysOld].sort());
  });

  it('mark and filter My Leads for its creator', async () => {
    const listed = await getList(server, MINE, tokenOf(server, group.creator), { stale: 'true' });
    expect(listed.status).toBe(200);
    expect(idsOf(listed.body.data.result)).toEqual(old);
    expect(listed.body.data.result.every((row) => row.stale)).toBe(true);
  });

  it('refuse another value: 400 Stale is not a valid choice', async () => {
    const refused = await allLeads('yes');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Stale is not a valid choice');
  });
});
