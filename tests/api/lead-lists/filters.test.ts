/**
 * The lead lists' query over HTTP: fetch, finish and validity filters, Panama day ranges on each
 * view's own date, search, sort, pages and totals, and the 400s for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import { BACKWARDS_RANGE, BAD_CURSOR, leadListsApi, pathTo, SEARCH_TOO_SHORT } from '../../../src/contract';
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
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let token: string;
let leads: Record<string, RentalRow>;

const ALL = pathTo(leadListsApi.listAllLeads);
const PICKED = pathTo(leadListsApi.listPickedLeads);
const CLIENTS = pathTo(leadListsApi.listClients);

beforeAll(async () => {
  server = await startTestServer();
  // Leads held since long ago are this file's fixtures: the sweep of expired holds (docs/rules/operations.md#d9.4) stays off.
  await setSettings(server, { releaseAfter: 0 });
  group = await buildGroup(server);
  token = tokenOf(server, group.admin);
  const [creator] = group.creators;
  const [picker, otherPicker] = group.pickers;
  const mine = createdBy(creator);
  const named = [
    // Created 04:59 UTC on 10 March: still 9 March in Panama (UTC-5).
    ['lateOn9th', { ...mine, createdAt: new Date('2026-03-10T04:59:00Z'), clientName: 'Maria Garcia' }],
    ['startOf10th', { ...mine, createdAt: new Date('2026-03-10T05:00:00Z'), clientName: 'Jose 100% Real' }],
    ['pool', { ...mine, createdAt: new Date('2026-03-11T15:00:00Z'), address: 'Via España 12' }],
    ['invalidInPool', { ...mine, createdAt: new Date('2026-03-11T16:00:00Z'), numberStatus: 'invalid' }],
    [
      'validPick',
      {
        ...mine,
        createdAt: new Date('2026-03-01T15:00:00Z'),
        number: '+15551234567',
        ...pickedBy(picker, new Date('2026-03-12T04:59:00Z')),
      },
    ],
    [
      'invalidPick',
      {
        ...mine,
        createdAt: new Date('2026-03-02T15:00:00Z'),
        ...pickedBy(otherPicker, new Date('2026-03-12T05:00:00Z'), 'invalid'),
        clientEmail: 'renter@mail.test',
        updatedAt: new Date('2026-03-13T04:59:00Z'),
      },
    ],
    [
      'held',
      {
        ...mine,
        createdAt: new Date('2026-03-03T15:00:00Z'),
        ...heldBy(picker, new Date('2026-03-12T10:00:00Z')),
      },
    ],
  ] as const;
  // An unclaimed lead was last updated when it was made (the default would tie them all at "now").
  const rows = await addLeads(
    server,
    named.map(([, lead]) => ({ updatedAt: lead.createdAt, ...lead })),
  );
  leads = Object.fromEntries(named.map(([name], i) => [name, rows[i]!]));
}, 60_000);

afterAll(() => server?.close());

const ids = (...names: string[]) => sortedIds(names.map((name) => leads[name]!));
const list = async (path: string, query: Record<string, string | number | undefined>) => {
  const response = await getList(server, path, token, { limit: 100, ...query });
  expect(response.status).toBe(200);
  return response.body.data;
};

describe('fetch, finish and validity filters', () => {
  it.each([
    ['isFetched', 'false', ['lateOn9th', 'startOf10th', 'pool', 'invalidInPool']],
    ['isFetched', 'true', ['validPick', 'invalidPick', 'held']],
    ['isFinished', 'true', ['validPick', 'invalidPick']],
    ['isFinished', 'false', ['lateOn9th', 'startOf10th', 'pool', 'invalidInPool', 'held']],
    ['number_status', 'valid', ['validPick']],
    ['number_status', 'invalid', ['invalidInPool', 'invalidPick']],
  ])('All Leads with %s=%s', async (name, value, expected) => {
    const data = await list(ALL, { [name]: value });
    expect(idsOf(data.result)).toEqual(ids(...expected));
    expect(data.countInfo.total).toBe(expected.length);
  });

  it('reads blank filters as all', async () => {
    const data = await list(ALL, { isFetched: '', isFinished: '', number_status: '' });
    expect(data.countInfo.total).toBe(Object.keys(leads).length);
  });

  it('combines filters', async () => {
    const data = await list(ALL, { isFetched: 'false', number_status: 'invalid' });
    expect(idsOf(data.result)).toEqual(ids('invalidInPool'));
  });

  it('finds nothing not fetched on a picked list, and nothing valid in the pool', async () => {
    expect((await list(PICKED, { isFetched: 'false' })).countInfo).toEqual({ total: 0, totalPage: 0 });
    expect((await list(ALL, { isFetched: 'false', number_status: 'valid' })).result).toEqual([]);
  });

  it('shows held leads with isFinished=false on Picked Leads', async () => {
    expect(idsOf((await list(PICKED, { isFinished: 'false' })).result)).toEqual(ids('held'));
  });
});

describe('Panama day ranges', () => {
  it('put a lead created at 04:59 UTC on the previous Panama day (All Leads: created date)', async () => {
    expect(idsOf((await list(ALL, { startDate: '2026-03-09', endDate: '2026-03-09' })).result)).toEqual(
      ids('lateOn9th'),
    );
    expect(idsOf((await list(ALL, { startDate: '2026-03-10', endDate: '2026-03-10' })).result)).toEqual(
      ids('startOf10th'),
    );
  });

  it('are inclusive and may be open on either side', async () => {
    expect(idsOf((await list(ALL, { startDate: '2026-03-10' })).result)).toEqual(
      ids('startOf10th', 'pool', 'invalidInPool'),
    );
    expect(idsOf((await list(ALL, { endDate: '2026-03-09' })).result)).toEqual(
      ids('lateOn9th', 'validPick', 'invalidPick', 'held'),
    );
  });

  it('filter Picked Leads on the finished date, and a held lead from its fetch on', async () => {
    expect(idsOf((await list(PICKED, { startDate: '2026-03-11', endDate: '2026-03-11' })).result)).toEqual(
      ids('validPick'),
    );
    expect(idsOf((await list(PICKED, { startDate: '2026-03-12' })).result)).toEqual(
      ids('invalidPick', 'held'),
    );
  });

  it('filter Client Details on the last update', async () => {
    expect((await list(CLIENTS, { startDate: '2026-03-12', endDate: '2026-03-12' })).result).toHaveLength(1);
    expect((await list(CLIENTS, { startDate: '2026-03-13' })).result).toEqual([]);
  });

  it('refuse an end before the start', async () => {
    const response = await getList(server, ALL, token, { startDate: '2026-03-10', endDate: '2026-03-09' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(BACKWARDS_RANGE);
  });
});

describe('search', () => {
  it.each([
    ['maria garcia', ['lateOn9th']],
    ['ESPAÑA', ['pool']],
    ['renter@mail', ['invalidPick']],
    ['(555) 123-4567', ['validPick']],
    ['+1 555 123 4567', ['validPick']],
    ['100%', ['startOf10th']],
    ['  1234  ', ['validPick']],
  ])('"%s" finds its lead', async (search, expected) => {
    const data = await list(ALL, { search });
    expect(idsOf(data.result)).toEqual(ids(...expected));
  });

  it('takes % and _ literally', async () => {
    expect((await list(ALL, { search: 'Jose 1_0%' })).result).toEqual([]);
    expect((await list(ALL, { search: 'Jose 1%' })).result).toEqual([]);
  });

  it('answers an empty page with a zero total when nothing matches', async () => {
    expect(await list(ALL, { search: 'nobody-like-this' })).toEqual({
      result: [],
      countInfo: { total: 0, totalPage: 0 },
    });
  });

  it('needs three letters or digits in a row', async () => {
    const response = await getList(server, ALL, token, { search: 'a-b' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SEARCH_TOO_SHORT);
  });
});

describe('sort', () => {
  const order = (result: { _id: string }[]) => result.map((r) => r._id);
  const by = (key: keyof RentalRow) =>
    Object.values(leads)
      .sort((x, y) => {
        const [p, q] = [x[key] as Date | null, y[key] as Date | null];
        if (p === null || q === null) return p === q ? 0 : p === null ? -1 : 1;
        return q.getTime() - p.getTime();
      })
      .map((lead) => lead.id);

  it('lists All Leads newest created first by default', async () => {
    expect(order((await list(ALL, {})).result)).toEqual(by('createdAt'));
  });

  it('sorts by the last update', async () => {
    expect(order((await list(ALL, { sort: '-updatedAt' })).result)).toEqual(by('updatedAt'));
  });

  it('lists Picked Leads by finished date, held leads first', async () => {
    const picked = order((await list(PICKED, {})).result);
    expect(picked).toEqual([leads.held!.id, leads.invalidPick!.id, leads.validPick!.id]);
    expect(order((await list(PICKED, { sort: '-finishedDate' })).result)).toEqual(picked);
  });
});

describe('pages', () => {
  it('split the rows and give the total on every page', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const data = await list(ALL, { page, limit: 3 });
      expect(data.countInfo).toEqual({ total: 7, totalPage: 3 });
      seen.push(...data.result.map((r) => r._id));
    }
    expect(seen.sort()).toEqual(sortedIds(Object.values(leads)));
  });

  it('past the end are empty and still know the total', async () => {
    expect(await list(ALL, { page: 9, limit: 3 })).toEqual({
      result: [],
      countInfo: { total: 7, totalPage: 3 },
    });
  });

  it('follow a cursor across held leads (no finished date yet) to the end', async () => {
    const seen: string[] = [];
    let data = await list(PICKED, { limit: 1 });
    while (data.result.length > 0) {
      seen.push(...data.result.map((r) => r._id));
      if (!data.nextCursor) break;
      data = await list(PICKED, { limit: 1, cursor: data.nextCursor });
    }
    expect(seen).toEqual([leads.held!.id, leads.invalidPick!.id, leads.validPick!.id]);
  });

  it('refuse a cursor that is not one, or belongs to another order', async () => {
    const { nextCursor } = await list(ALL, { limit: 2 });
    for (const query of [{ cursor: 'abc' }, { cursor: nextCursor, sort: '-updatedAt' }]) {
      const response = await getList(server, ALL, token, query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(BAD_CURSOR);
    }
  });

  it.each([
    [{ limit: 101 }, 'Limit must be at most 100'],
    [{ page: 0 }, 'Page must be at least 1'],
    [{ sort: 'createdAt' }, 'Sort is not a valid choice'],
    [{ isFetched: 'yes' }, 'Fetch state is not a valid choice'],
    [{ number_status: 'maybe' }, 'Number status is not a valid choice'],
    [{ startDate: '2026-02-30x' }, 'Start date must be a date (YYYY-MM-DD)'],
  ])('refuse %o', async (query, message) => {
    const response = await getList(server, ALL, token, query);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
