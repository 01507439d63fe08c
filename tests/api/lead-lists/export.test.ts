/**
 * The lead lists' exports (`GET <list path>/export`, docs/decisions.md#p71): refused for exactly the
 * callers and queries their list refuses, the rows of every page of the list for the same query, in
 * its order, read in keyset batches; and a client that goes mid-way stops the server's reading.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rentals, type UserRow } from '../../../server/src/db/schema';
import { exportLeads } from '../../../server/src/services/lead-lists/export-leads';
import {
  LEAD_EXPORT_TYPE,
  type LeadExportEnd,
  type LeadExportHead,
  type LeadExportRow,
  leadListsApi,
  pathTo,
  type Rental,
  type SheetLead,
  sheetLeadOf,
} from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  createdBy,
  type Group,
  getList,
  heldBy,
  pickedBy,
  setSettings,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let a: Group;
let b: Group;
let root: UserRow;

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-01T15:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  // Leads held since long ago are this file's fixtures: the sweep of expired holds (docs/rules/operations.md#d9.4) stays off.
  await setSettings(server, { releaseAfter: 0 });
  [a, b] = [await buildGroup(server), await buildGroup(server)];
  root = await superAdminOf(server);
  // 260 leads over 26 days: each group's creators, some picked by either group (each picker holding
  // one, some with a client email), some invalid, some in the pool without a creator; several share a
  // moment, so the order falls back on ids across batches and pages.
  const holders = [...a.pickers, ...b.pickers];
  const leads = Array.from({ length: 260 }, (_, i) => {
    const group = i % 2 ? a : b;
    const at = new Date(START + Math.floor(i / 10) * DAY + (i % 3) * 60_000);
    const creator = i % 13 === 0 ? { source: 'for-use' as const } : createdBy(group.creators[i % 2]!);
    const picker = (i % 3 ? a : b).pickers[i % 2]!;
    const picked =
      i % 50 === 5 && holders.length > 0
        ? heldBy(holders.pop()!, new Date(at.getTime() + DAY))
        : i % 4 === 0
          ? {
              ...pickedBy(picker, new Date(at.getTime() + DAY), i % 8 ? 'valid' : 'invalid'),
              clientEmail: `c${i}@mail.test`,
              attempts: 1 + (i % 3),
            }
          : i % 17 === 1
            ? // Waiting for its retry after a No Answer (docs/rules/claiming.md#d5.5): fetched, held by no one.
              {
                isFetched: true,
                outcome: 'no-answer' as const,
                attempts: 1,
                dueAt: new Date(at.getTime() + DAY),
              }
            : {};
    return {
      createdAt: at,
      updatedAt: at,
      clientName: i % 7 === 0 ? `Maria Garcia ${i}` : `Client ${i}`,
      address: i % 9 === 0 ? 'Via España 12' : 'Calle 50',
      ...(i % 11 === 0 && !('isFetched' in picked) && { numberStatus: 'invalid' as const }),
      ...creator,
      ...picked,
    };
  });
  await addLeads(server, leads);
}, 120_000);

afterAll(() => server?.close());

interface Exported {
  status: number;
  type: string | null;
  head?: LeadExportHead;
  rows: LeadExportRow[];
  end?: LeadExportEnd;
  /** The error envelope of a refusal. */
  body?: unknown;
}

const urlOf = (path: string, query: Record<string, string | number> = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${server.baseUrl}${path}/export${params.size > 0 ? `?${params}` : ''}`;
};

/** GET <path>/export, its NDJSON read back: the head, the rows and the end line. */
async function exportOf(
  path: string,
  token: string | undefined,
  query: Record<string, string | number> = {},
) {
  const response = await fetch(urlOf(path, query), { headers: token ? { authorization: token } : {} });
  const exported: Exported = {
    status: response.status,
    type: response.headers.get('content-type'),
    rows: [],
  };
  if (!response.ok) return { ...exported, body: await response.json() };
  const lines = (await response.text()).split('\n');
  expect(lines.pop()).toBe('');
  exported.head = JSON.parse(lines.shift()!);
  exported.end = JSON.parse(lines.pop()!);
  exported.rows = lines.map((line) => JSON.parse(line));
  return exported;
}

/** What a sheet reads of a lead, with its dates as instants: a list row and an exported row alike. */
const sheetOf = (lead: SheetLead) => ({
  ...lead,
  createdAt: new Date(lead.createdAt).toISOString(),
  updatedAt: new Date(lead.updatedAt).toISOString(),
  due_at: lead.due_at && new Date(lead.due_at).toISOString(),
  creator: lead.creator && { ...lead.creator },
  fetcher: lead.fetcher && { ...lead.fetcher },
});
const fromList = ({ creator, fetcher, ...lead }: Rental) =>
  sheetOf({
    ...lead,
    creator: creator && {
      name: creator.name,
      team_leader_name: creator.team_leader_name,
      admin_name: creator.admin_name,
    },
    fetcher: fetcher && {
      name: fetcher.name,
      team_leader_name: fetcher.team_leader_name,
      admin_name: fetcher.admin_name,
    },
  });
const pick = ({
  createdAt,
  updatedAt,
  fetcherId,
  client_name,
  client_email,
  number_status,
  call_outcome,
  attempts,
  due_at,
  number,
  rent,
  houseApt_details,
  address,
  sourceKey,
  creator,
  fetcher,
}: ReturnType<typeof fromList>) => ({
  createdAt,
  updatedAt,
  fetcherId,
  client_name,
  client_email,
  number_status,
  call_outcome,
  attempts,
  due_at,
  number,
  rent,
  houseApt_details,
  address,
  sourceKey,
  creator,
  fetcher,
});

/** Every page of the list for `query`, read on by cursor as a client pages it. */
async function everyPage(path: string, token: string, query: Record<string, string | number> = {}) {
  const rows: Rental[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await getList(server, path, token, { ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    expect(page.status).toBe(200);
    rows.push(...page.body.data.result);
    cursor = page.body.data.nextCursor;
    if (!cursor)
      return {
        rows,
        countInfo: (await getList(server, path, token, { ...query, limit: 100 })).body.data.countInfo,
      };
  }
}

const LISTS = [
  '/rental/getAllRentalsByCreator',
  '/rental/getAllRentalsByPicker',
  '/rental/getClientsInfo',
  '/teamLeader/getRentals-creator',
  '/teamLeader/getRentals-picker',
  '/admin/getRentals-picker',
  '/admin/team-leader/getRentals-creator',
];

const ALL = pathTo(leadListsApi.listAllLeads);
const PICKED = pathTo(leadListsApi.listPickedLeads);
const CLIENTS = pathTo(leadListsApi.listClients);

const CALLERS: Record<string, () => UserRow> = {
  'super-admin': () => root,
  admin: () => a.admin,
  'creator leader': () => a.creatorLeaders[0],
  'picker leader': () => a.pickerLeaders[0],
  creator: () => a.creators[0],
  picker: () => a.pickers[0],
};

describe.each(LISTS)('%s/export', (path) => {
  it.each(Object.keys(CALLERS))(
    'answers %s as the list does, with every row of its pages',
    async (caller) => {
      const token = tokenOf(server, CALLERS[caller]!());
      const list = await getList(server, path, token, { limit: 100 });
      const exported = await exportOf(path, token);
      expect(exported.status).toBe(list.status);
      if (list.status !== 200) {
        expect(exported.body).toEqual(list.body);
        return;
      }
      const { rows, countInfo } = await everyPage(path, token);
      expect(exported.type).toBe(`${LEAD_EXPORT_TYPE}; charset=utf-8`);
      expect(exported.head).toEqual({
        total: countInfo.total,
        ...(countInfo.estimated && { estimated: true }),
      });
      expect(exported.end).toEqual({ rows: rows.length });
      expect(exported.rows.map((row) => sheetOf(sheetLeadOf(row)))).toEqual(
        rows.map((row) => pick(fromList(row))),
      );
    },
  );

  it('refuses a signed-out caller', async () => {
    expect((await exportOf(path, undefined)).status).toBe(401);
  });
});

describe('the same query as the list', () => {
  const QUERIES: [string, string, Record<string, string>][] = [
    ['All Leads, not fetched', ALL, { isFetched: 'false' }],
    ['All Leads, invalid', ALL, { number_status: 'invalid' }],
    ['All Leads, finished and valid', ALL, { isFinished: 'true', number_status: 'valid' }],
    ['All Leads, a day range', ALL, { startDate: '2026-03-05', endDate: '2026-03-12' }],
    ['All Leads, a search', ALL, { search: 'maria' }],
    ['All Leads, by last update', ALL, { sort: '-updatedAt' }],
    ['Picked Leads, held first', PICKED, {}],
    ['Picked Leads, held only', PICKED, { isFetched: 'true', isFinished: 'false' }],
    ['Picked Leads, a day range', PICKED, { startDate: '2026-03-10', endDate: '2026-03-20' }],
    ['Client Details, a search', CLIENTS, { search: 'españa' }],
    ['nothing can match', PICKED, { isFetched: 'false' }],
    ['nothing matches', ALL, { search: 'zzqqxx' }],
  ];

  it.each(QUERIES)('%s', async (_, path, query) => {
    const token = tokenOf(server, root);
    const { rows, countInfo } = await everyPage(path, token, query);
    const exported = await exportOf(path, token, query);
    expect(exported.status).toBe(200);
    expect(exported.head?.total).toBe(countInfo.total);
    expect(exported.end).toEqual({ rows: rows.length });
    expect(exported.rows.map((row) => sheetOf(sheetLeadOf(row)))).toEqual(
      rows.map((row) => pick(fromList(row))),
    );
  });

  it('reads the same rows in batches of any size, held leads (no finish date) across their edges', async () => {
    const caller = { _id: root.id, role: root.role, assignFor: null, adminId: null };
    for (const view of ['created', 'picked', 'clients'] as const) {
      const read = async (batchRows?: number) => {
        const lines = await exportLeads(
          server.app.deps,
          caller,
          view,
          {},
          {
            signal: new AbortController().signal,
            batchRows,
          },
        );
        let text = '';
        for await (const chunk of lines) text += chunk;
        return text;
      };
      const whole = await read();
      for (const size of [1, 7, 50]) expect(await read(size)).toBe(whole);
    }
  });
});

describe('bad queries', () => {
  const BAD: Record<string, string>[] = [
    { startDate: '2026-03-10', endDate: '2026-03-01' },
    { startDate: '2026-02-30' },
    { search: 'ab' },
    { sort: 'name' },
    { isFetched: 'maybe' },
    { number_status: 'unknown' },
    { cursor: 'not-a-cursor' },
    { search: 'abc\u0000def' },
  ];

  it.each(BAD)('answer the list’s own 400: %o', async (query) => {
    const token = tokenOf(server, root);
    const path = PICKED;
    const list = await getList(server, path, token, query);
    const exported = await exportOf(path, token, query);
    expect(list.status).toBe(400);
    expect({ status: exported.status, body: exported.body }).toEqual({ status: 400, body: list.body });
  });
});

describe('a client that leaves mid-way', () => {
  const BATCHES = 8;

  beforeAll(async () => {
    // Enough rows for several batches, more than the sockets between the two ends can hold.
    await server.app.db.execute(sql`
      INSERT INTO ${rentals} (facebook_name, client_name, number, rent, house_apt_details, address, post_link, source, created_at, updated_at)
      SELECT 'fb', 'Bulk ' || i, '+1999' || lpad(i::text, 7, '0'), '$700', repeat('a big house ', 20),
        repeat('Calle 50 ', 20), 'https://facebook.com/post/1', 'for-use',
        timestamptz '2026-01-01' + i * interval '1 second', timestamptz '2026-01-01' + i * interval '1 second'
      FROM generate_series(1, ${BATCHES * 5_000}) AS i`);
  }, 120_000);

  it('stops the server reading, and the server goes on answering', async () => {
    const execute = vi.spyOn(server.app.db, 'execute');
    try {
      const token = tokenOf(server, root);
      const leaving = new AbortController();
      const response = await fetch(urlOf(ALL), {
        headers: { authorization: token },
        signal: leaving.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(JSON.parse(first.split('\n')[0]!)).toMatchObject({ total: expect.any(Number) });
      leaving.abort();
      await reader.read().catch(() => undefined);

      // The statements stop: the count's, then at most the batch being read and the one after it.
      let seen = -1;
      while (seen !== execute.mock.calls.length) {
        seen = execute.mock.calls.length;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(seen).toBeLessThanOrEqual(4);

      const started = performance.now();
      const list = await getList(server, ALL, token, { limit: 20 });
      expect(list.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      execute.mockRestore();
    }
  }, 60_000);

  it('reads every batch for a client that stays', async () => {
    const exported = await exportOf(ALL, tokenOf(server, root), {
      search: 'bulk',
    });
    expect(exported.rows).toHaveLength(BATCHES * 5_000);
    expect(exported.end).toEqual({ rows: BATCHES * 5_000 });
  }, 60_000);
});
