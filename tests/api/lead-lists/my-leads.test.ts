/**
 * My Leads over HTTP (GET /rental/getMyRentals): a data creator's own leads and nobody else's, each
 * with what became of it (waiting, picked, valid, invalid, deal), filtered by that, by Panama days and
 * by search, paged; every other role refused, and bad queries answered 400 with their message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingImports, type RentalRow } from '../../../server/src/db/schema';
import { BACKWARDS_RANGE, type LeadOutcome, leadListsApi, SEARCH_TOO_SHORT } from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  type CallInit,
  closeDeal,
  createdBy,
  type Group,
  heldBy,
  idsOf,
  type NewLead,
  pickedBy,
  setSettings,
  signInCallers,
  sortedIds,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let otherGroup: Group;
/** Her leads by name, and what became of each. */
let mine: Record<string, RentalRow>;
let theirs: RentalRow[];

const AT = new Date('2026-03-10T16:00:00Z');
// 10 a.m. on 10 March and 10 a.m. on 12 March in Panama (UTC-5).
const ON_10TH = new Date('2026-03-10T15:00:00Z');
const ON_12TH = new Date('2026-03-12T15:00:00Z');

const OUTCOME_OF: Record<string, LeadOutcome> = {
  waiting: 'waiting',
  later: 'waiting',
  held: 'picked',
  bypassed: 'picked',
  valid: 'valid',
  finishedInvalid: 'invalid',
  madeInvalid: 'invalid',
  deal: 'deal',
};

const myLeads = (init: CallInit) => server.call(leadListsApi.listMyLeads, init);
const asHer = (query: CallInit['query'] = {}) =>
  myLeads({ token: tokenOf(server, group.creator), query: { limit: 100, ...query } });
const idsWith = (...names: string[]) => sortedIds(names.map((name) => mine[name]!));

beforeAll(async () => {
  server = await startTestServer();
  // Leads held since long ago are this file's fixtures: the sweep of expired holds (docs/rules/operations.md#d9.4) stays off.
  await setSettings(server, { releaseAfter: 0 });
  [group, otherGroup] = [await buildGroup(server), await buildGroup(server)];
  const her = { ...createdBy(group.creator), createdAt: ON_10TH };
  const named: [string, NewLead][] = [
    ['waiting', { ...her, clientName: 'Wanda Waiting' }],
    ['later', { ...her, createdAt: ON_12TH, clientName: 'Lucia Later' }],
    ['held', { ...her, ...heldBy(group.picker, AT) }],
    // A bypass: taken by an admin, finished, with no verdict on the number.
    [
      'bypassed',
      {
        ...her,
        fetcherId: group.admin.id,
        fetcherAdminId: group.admin.id,
        isFetched: true,
        isFinished: true,
        finishedDate: AT,
      },
    ],
    ['valid', { ...her, ...pickedBy(group.picker, AT, 'valid') }],
    ['finishedInvalid', { ...her, ...pickedBy(group.picker, AT, 'invalid') }],
    ['madeInvalid', { ...her, numberStatus: 'invalid' }],
    ['deal', { ...her, ...pickedBy(group.picker, AT, 'valid') }],
  ];
  const rows = await addLeads(
    server,
    named.map(([, lead]) => lead),
  );
  mine = Object.fromEntries(named.map(([name], i) => [name, rows[i]!]));
  await closeDeal(server, group.picker, mine.deal!);

  // Another creator of her own group, and one of another group, in every state, named apart.
  // A picker holds one lead at most: each held lead has its own.
  const others = [group.creators[1], otherGroup.creator].flatMap((creator, i) => {
    const theirOwn = { ...createdBy(creator), createdAt: ON_10TH, clientName: 'Otto Other' };
    return [
      theirOwn,
      { ...theirOwn, ...heldBy(otherGroup.pickers[i]!, AT) },
      { ...theirOwn, ...pickedBy(group.pickers[1], AT, 'valid') },
      { ...theirOwn, numberStatus: 'invalid' as const },
    ];
  });
  theirs = await addLeads(server, others);
  await closeDeal(server, group.pickers[1], theirs[2]!);

  // Hers, but in an import still being written: shown nowhere until it is published (docs/rules/uploads.md#d5.7).
  await server.app.db
    .insert(pendingImports)
    .values({ id: 'import-in-progress', startedAt: server.clock.now(), touchedAt: server.clock.now() });
  await addLeads(server, [{ ...her, importId: 'import-in-progress', clientName: 'Pending Import' }]);
}, 60_000);
afterAll(() => server?.close());

describe('My Leads', () => {
  it('lists her own leads, newest first, each with what became of it', async () => {
    const response = await asHer();
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Rentals retrieved successfully');
    const { result, countInfo } = response.body.data;
    expect(countInfo).toEqual({ total: 8, totalPage: 1 });
    expect(Object.fromEntries(result.map((row) => [row._id, row.outcome]))).toEqual(
      Object.fromEntries(Object.entries(OUTCOME_OF).map(([name, outcome]) => [mine[name]!.id, outcome])),
    );
    expect(result[0]?._id).toBe(mine.later!.id);
    expect(result.every((row) => row.creatorId === group.creator.id)).toBe(true);
    // Picked, by an id that names no one: a creator is never told who picked her lead (docs/rules/leads.md#d5.16).
    expect(result.find((row) => row._id === mine.valid!.id)).toMatchObject({
      number_status: 'valid',
      isFinished: true,
      fetcherId: group.picker.id,
      fetcher: null,
      client_email: null,
    });
  });

  it.each([
    ['waiting', ['waiting', 'later']],
    ['picked', ['held', 'bypassed']],
    ['valid', ['valid']],
    ['invalid', ['finishedInvalid', 'madeInvalid']],
    ['deal', ['deal']],
  ])('filters to %s leads', async (outcome, names) => {
    const response = await asHer({ outcome });
    expect(response.status).toBe(200);
    expect(idsOf(response.body.data.result)).toEqual(idsWith(...names));
    expect(response.body.data.result.every((row) => row.outcome === outcome)).toBe(true);
    expect(response.body.data.countInfo.total).toBe(names.length);
  });

  it('counts an outcome exactly past the first page', async () => {
    const response = await asHer({ outcome: 'picked', limit: 1, page: 2 });
    expect(response.body.data.result).toHaveLength(1);
    expect(response.body.data.countInfo).toEqual({ total: 2, totalPage: 2 });
  });

  it("filters on the Panama day of the lead's creation", async () => {
    const on12th = await asHer({ startDate: '2026-03-12', endDate: '2026-03-12' });
    expect(idsOf(on12th.body.data.result)).toEqual(idsWith('later'));
    const to10th = await asHer({ endDate: '2026-03-10', outcome: 'waiting' });
    expect(idsOf(to10th.body.data.result)).toEqual(idsWith('waiting'));
  });

  it('searches her leads only', async () => {
    const found = await asHer({ search: ' wanda ' });
    expect(idsOf(found.body.data.result)).toEqual(idsWith('waiting'));
    const theirName = await asHer({ search: 'Otto Other' });
    expect(theirName.status).toBe(200);
    expect(theirName.body.data).toEqual({ result: [], countInfo: { total: 0, totalPage: 0 } });
    const theirNumber = await asHer({ search: theirs[0]!.number });
    expect(theirNumber.body.data.result).toEqual([]);
  });

  it('pages by number and by cursor, without overlap', async () => {
    const first = await asHer({ limit: 3 });
    expect(first.body.data.countInfo).toEqual({ total: 8, totalPage: 3 });
    const second = await asHer({ limit: 3, page: 2 });
    const third = await asHer({ limit: 3, page: 3 });
    expect(third.body.data.result).toHaveLength(2);
    const paged = [first, second, third].flatMap((page) => page.body.data.result);
    expect(idsOf(paged)).toEqual(sortedIds(Object.values(mine)));
    const next = await asHer({ limit: 3, cursor: first.body.data.nextCursor });
    expect(next.body.data.result.map((row) => row._id)).toEqual(
      second.body.data.result.map((row) => row._id),
    );
  });

  it('shows another creator her own leads only, whatever the query asks', async () => {
    const token = tokenOf(server, group.creators[1]);
    const own = (await myLeads({ token, query: { limit: 100 } })).body.data.result;
    expect(idsOf(own)).toEqual(sortedIds(theirs.filter((lead) => lead.creatorId === group.creators[1].id)));
    for (const query of [{ isFetched: '' }, { sort: '-finishedDate' }, { search: 'Wanda' }]) {
      const response = await myLeads({ token, query: { limit: 100, ...query } });
      expect(response.status).toBe(200);
      expect(response.body.data.result.every((row) => row.creatorId === group.creators[1].id)).toBe(true);
    }
    const deal = await myLeads({ token, query: { outcome: 'deal' } });
    expect(idsOf(deal.body.data.result)).toEqual(sortedIds([theirs[2]!]));
  });

  it('ignores a query naming another creator: still her own leads', async () => {
    const response = await asHer({ creatorId: group.creators[1].id });
    expect(response.status).toBe(200);
    expect(idsOf(response.body.data.result)).toEqual(sortedIds(Object.values(mine)));
  });

  it.each([
    [{ outcome: 'done' }, 'Outcome is not a valid choice'],
    [{ startDate: '2026-03-12', endDate: '2026-03-10' }, BACKWARDS_RANGE],
    [{ search: 'ab' }, SEARCH_TOO_SHORT],
    [{ cursor: 'not-a-cursor' }, 'The cursor is not valid for this list'],
  ])('answers %o with 400 and its message', async (query, message) => {
    const response = await asHer(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });
});

describe('who may call it', () => {
  it('refuses every other role (403) and a signed-out caller (401)', async () => {
    const { token } = await signInCallers(server, group);
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(token).map(async ([caller, value]) => [
          caller,
          (await myLeads({ token: value, query: { outcome: 'nope' } })).status,
        ]),
      ),
    );
    // The role is checked before the query is read: 403, not a 400 about the bad outcome.
    expect(statuses).toEqual({
      'super-admin': 403,
      admin: 403,
      'creator-leader': 403,
      'picker-leader': 403,
      creator: 400,
      picker: 403,
      'signed-out': 401,
    });
  });
});
