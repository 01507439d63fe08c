/**
 * Held leads in Picked Leads (issue 14): a lead fetched and not finished has no finish date, so the day
 * range, which Picked Leads opens on today, reads it as held from its fetch until now. The default view
 * shows what pickers hold, and All, Fetched (held) and Finished each answer their own rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import { panamaToday } from '../../../server/src/lib/panama-day';
import { leadListsApi, pathTo } from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  createdBy,
  type Group,
  getList,
  heldBy,
  idsOf,
  pickedBy,
  setSettings,
  sortedIds,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let other: Group;
let leads: Record<string, RentalRow>;
let rootToken: string;
let today: string;
let yesterday: string;
let tomorrow: string;

const PICKED = pathTo(leadListsApi.listPickedLeads);
const ADMIN_PICKED = pathTo(leadListsApi.listAdminPickedLeads);
const LEADER_PICKED = pathTo(leadListsApi.listLeaderPickedLeads);
const DAY = 24 * 60 * 60 * 1000;
/** A Panama calendar day, `YYYY-MM-DD`, of the instant `at`. */
const panamaDay = (at: Date) => new Date(at.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  // Leads held since long ago are this file's fixtures: the sweep of expired holds (docs/rules/operations.md#d9.4) stays off.
  await setSettings(server, { releaseAfter: 0 });
  group = await buildGroup(server);
  other = await buildGroup(server);
  rootToken = tokenOf(server, await superAdminOf(server));
  const now = server.clock.now();
  const { from } = panamaToday(now);
  // Between the start of today in Panama and now, whatever the hour the tests run at.
  const earlierToday = new Date((from.getTime() + now.getTime()) / 2);
  const yesterdayNoon = new Date(from.getTime() - 12 * 60 * 60 * 1000);
  today = panamaDay(now);
  yesterday = panamaDay(yesterdayNoon);
  tomorrow = panamaDay(new Date(from.getTime() + DAY + 1));
  const [first, second] = group.pickers;
  const mine = createdBy(group.creators[0]);
  const named = [
    ['heldToday', { ...mine, ...heldBy(first, earlierToday) }],
    ['heldSinceYesterday', { ...mine, ...heldBy(second, yesterdayNoon) }],
    ['finishedToday', { ...mine, ...pickedBy(first, earlierToday) }],
    ['finishedYesterday', { ...mine, ...pickedBy(second, yesterdayNoon) }],
    ['otherGroupHeld', { ...createdBy(other.creators[0]), ...heldBy(other.pickers[0], earlierToday) }],
  ] as const;
  const rows = await addLeads(
    server,
    named.map(([, lead]) => lead),
  );
  leads = Object.fromEntries(named.map(([name], i) => [name, rows[i]!]));
}, 60_000);

afterAll(() => server?.close());

const ids = (...names: string[]) => sortedIds(names.map((name) => leads[name]!));
const list = async (path: string, token: string, query: Record<string, string | number | undefined>) => {
  const response = await getList(server, path, token, { limit: 100, sort: '-finishedDate', ...query });
  expect(response.status).toBe(200);
  return response.body.data;
};
const picked = (query: Record<string, string | number | undefined>) => list(PICKED, rootToken, query);

describe('Picked Leads opened on today', () => {
  it('shows the leads held now, first, then those finished today', async () => {
    const data = await picked({ startDate: today });
    expect(idsOf(data.result)).toEqual(
      ids('heldToday', 'heldSinceYesterday', 'otherGroupHeld', 'finishedToday'),
    );
    expect(data.result.at(-1)?._id).toBe(leads.finishedToday!.id);
    expect(data.countInfo.total).toBe(4);
  });

  it('answers different rows for the super-admin’s All, Fetched and Finished', async () => {
    const all = await picked({ startDate: today });
    const fetched = await picked({ startDate: today, isFetched: 'true', isFinished: 'false' });
    const finished = await picked({ startDate: today, isFinished: 'true' });
    expect(idsOf(fetched.result)).toEqual(ids('heldToday', 'heldSinceYesterday', 'otherGroupHeld'));
    expect(fetched.countInfo.total).toBe(3);
    expect(idsOf(finished.result)).toEqual(ids('finishedToday'));
    expect(finished.countInfo.total).toBe(1);
    expect(idsOf(all.result)).toEqual([...idsOf(fetched.result), ...idsOf(finished.result)].sort());
  });

  it('shows a rental-picker leader’s "Not Fetched" (held) leads of its own group only', async () => {
    const data = await list(LEADER_PICKED, tokenOf(server, group.pickerLeaders[0]), {
      startDate: today,
      isFinished: 'false',
    });
    expect(idsOf(data.result)).toEqual(ids('heldToday', 'heldSinceYesterday'));
    expect(data.countInfo.total).toBe(2);
  });

  it('includes the held leads in an admin’s default view', async () => {
    const data = await list(ADMIN_PICKED, tokenOf(server, group.admin), { startDate: today });
    expect(idsOf(data.result)).toEqual(ids('heldToday', 'heldSinceYesterday', 'finishedToday'));
    const valid = await list(ADMIN_PICKED, tokenOf(server, group.admin), {
      startDate: today,
      number_status: 'valid',
    });
    expect(idsOf(valid.result)).toEqual(ids('finishedToday'));
  });

  it('pages by cursor across the held leads into the finished ones', async () => {
    const seen: string[] = [];
    let data = await picked({ startDate: today, limit: 1 });
    while (data.result.length > 0) {
      seen.push(...data.result.map((r) => r._id));
      if (!data.nextCursor) break;
      data = await picked({ startDate: today, limit: 1, cursor: data.nextCursor });
    }
    expect(seen.sort()).toEqual(ids('heldToday', 'heldSinceYesterday', 'otherGroupHeld', 'finishedToday'));
  });
});

describe('other ranges', () => {
  it('hold a lead from its fetch on: held since yesterday is in yesterday, held today is not', async () => {
    const data = await picked({ startDate: yesterday, endDate: yesterday });
    expect(idsOf(data.result)).toEqual(ids('heldSinceYesterday', 'finishedYesterday'));
    const untilYesterday = await picked({ endDate: yesterday, isFinished: 'false' });
    expect(idsOf(untilYesterday.result)).toEqual(ids('heldSinceYesterday'));
  });

  it('find nothing held in days still to come', async () => {
    expect(await picked({ startDate: tomorrow })).toEqual({
      result: [],
      countInfo: { total: 0, totalPage: 0 },
    });
  });

  it('without dates, hold every picked lead', async () => {
    expect((await picked({})).countInfo.total).toBe(5);
    expect((await picked({ isFinished: 'false' })).countInfo.total).toBe(3);
  });
});
