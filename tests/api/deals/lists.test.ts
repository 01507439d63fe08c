import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClosedRental, dealsApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  claimedLead,
  closeDeal,
  type Group,
  type Staff,
  setCreatedAt,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let a: Group;
let b: Group;
let root: { token: string };
/** Every deal made here, by the picker who closed it. */
const made = new Map<string, ClosedRental[]>();

const close = async (picker: Staff, fields = {}, creator?: Staff) => {
  const deal = await closeDeal(server, picker, await claimedLead(server, picker, creator), fields);
  made.set(picker.id, [...(made.get(picker.id) ?? []), deal]);
  return deal;
};

const ids = (deals: ClosedRental[]) => deals.map((deal) => deal._id).sort();

beforeAll(async () => {
  server = await startTestServer();
  a = await buildGroup(server);
  b = await buildGroup(server);
  root = await superAdminOf(server);
  await close(a.pickers[0], { payment_method: 'spike', client_email: 'alice@buyers.test' }, a.creator);
  await close(a.pickers[0], { payment_method: 'Other', payment_other: 'Zelle' });
  await close(a.pickers[1], { payment_method: 'choice-credit' });
  await close(b.pickers[0], { payment_method: 'spike' });
  await close(b.pickers[1], { payment_method: 'identity-force' });
});
afterAll(() => server.close());

const list = (target: typeof dealsApi.list, token: string, query: Record<string, string | number> = {}) =>
  server.call(target, { token, query });
const all = (token: string, query?: Record<string, string | number>) => list(dealsApi.list, token, query);
const group = (token: string, query?: Record<string, string | number>) =>
  list(dealsApi.listGroup, token, query);

const dealsOf = (...pickers: Staff[]) => pickers.flatMap((picker) => made.get(picker.id) ?? []);

describe('deal lists: scope per role', () => {
  it('gives the super-admin every deal, newest first, with countInfo', async () => {
    const answer = await all(root.token);
    expect(answer.status).toBe(200);
    const { result, countInfo } = answer.body.data;
    expect(ids(result)).toEqual(ids([...made.values()].flat()));
    expect(countInfo).toEqual({ total: 5, totalPage: 1 });
    const times = result.map((deal) => Date.parse(deal.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('gives a picker its own deals only', async () => {
    const answer = await all(a.pickers[0].token);
    expect(ids(answer.body.data.result)).toEqual(ids(dealsOf(a.pickers[0])));
  });

  it('gives an admin and a rental-picker leader their admin group', async () => {
    for (const caller of [a.admin, a.pickerLeader]) {
      expect(ids((await group(caller.token)).body.data.result)).toEqual(ids(dealsOf(...a.pickers)));
    }
    expect(ids((await group(b.admin.token)).body.data.result)).toEqual(ids(dealsOf(...b.pickers)));
  });

  it('keeps each list to its roles', async () => {
    for (const caller of [a.admin, a.pickerLeader, a.creator, a.creatorLeader]) {
      expect((await all(caller.token)).status).toBe(403);
    }
    for (const caller of [root, a.pickers[0], a.creator, a.creatorLeader]) {
      expect((await group(caller.token)).status).toBe(403);
    }
    expect((await all('')).status).toBe(401);
  });

  it('shows a leader without an admin nothing rather than everything', async () => {
    const orphan = await addUser(server, { role: 'team-leader', assignFor: 'rental-picker' });
    expect((await group(orphan.token)).body.data.countInfo.total).toBe(0);
  });
});

describe('deal lists: filters and pages', () => {
  it('filters by status', async () => {
    const [first] = dealsOf(a.pickers[0]);
    await server.call(dealsApi.finalClose, {
      values: { id: first!._id },
      token: a.admin.token,
      body: { status: 'done' },
    });
    expect(ids((await group(a.admin.token, { status: 'done' })).body.data.result)).toEqual([first!._id]);
    expect((await group(a.admin.token, { status: 'in-process' })).body.data.countInfo.total).toBe(2);
    expect((await group(a.admin.token, { status: '' })).body.data.countInfo.total).toBe(3);
    expect((await all(root.token, { status: 'failed' })).body.data.countInfo.total).toBe(0);
    const bad = await group(a.admin.token, { status: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status is not a valid choice');
  });

  it('filters by payment method, Other standing for every typed method', async () => {
    const spike = (await all(root.token, { payment_method: 'spike' })).body.data.result;
    expect(spike.map((deal) => deal.payment_method)).toEqual(['spike', 'spike']);
    const other = (await all(root.token, { payment_method: 'Other' })).body.data.result;
    expect(other.map((deal) => deal.payment_method)).toEqual(['Zelle']);
    expect((await all(root.token, { payment_method: 'paypal' })).status).toBe(400);
  });

  it('searches number (typed any way), client name, client email and payment method', async () => {
    const [deal] = dealsOf(a.pickers[0]);
    const typed = `(${deal!.number.slice(0, 3)}) ${deal!.number.slice(3, 6)}-${deal!.number.slice(6)}`;
    for (const search of [deal!.number, typed, deal!.client_name, 'ALICE@buyers', 'spik']) {
      const found = (await all(root.token, { search })).body.data.result;
      expect(found.map((row) => row._id)).toContain(deal!._id);
    }
    expect(
      (await all(root.token, { search: 'zell' })).body.data.result.map((row) => row.payment_method),
    ).toEqual(['Zelle']);
    expect((await all(root.token, { search: '%' })).body.data.countInfo.total).toBe(0);
    // A search never widens the scope.
    expect((await group(b.admin.token, { search: deal!.number })).body.data.countInfo.total).toBe(0);
  });

  it('filters by Panama days on createdAt, both ends inclusive', async () => {
    const [d1, d2] = dealsOf(a.pickers[0]);
    const [d3] = dealsOf(a.pickers[1]);
    // 23:59 on 9 March and 00:00 on 10 March in Panama (UTC−5), and 23:59:59 on 11 March.
    await setCreatedAt(server, d1!._id, new Date('2026-03-10T04:59:00Z'));
    await setCreatedAt(server, d2!._id, new Date('2026-03-10T05:00:00Z'));
    await setCreatedAt(server, d3!._id, new Date('2026-03-12T04:59:59Z'));
    const between = async (query: Record<string, string>) =>
      ids((await group(a.admin.token, query)).body.data.result);
    expect(await between({ startDate: '2026-03-10', endDate: '2026-03-11' })).toEqual(ids([d2!, d3!]));
    expect(await between({ startDate: '2026-03-09', endDate: '2026-03-09' })).toEqual([d1!._id]);
    expect(await between({ endDate: '2026-03-10' })).toEqual(ids([d1!, d2!]));
    expect(await between({ startDate: '2026-03-11' })).toEqual([d3!._id]);
    const backwards = await group(a.admin.token, { startDate: '2026-03-11', endDate: '2026-03-10' });
    expect(backwards.status).toBe(400);
    expect((await group(a.admin.token, { startDate: '10/03/2026' })).status).toBe(400);
  });

  it('pages with totals, newest first, and refuses a limit over 100', async () => {
    const first = await all(root.token, { page: 1, limit: 2 });
    const second = await all(root.token, { page: 2, limit: 2 });
    const third = await all(root.token, { page: 3, limit: 2 });
    expect(first.body.data.countInfo).toEqual({ total: 5, totalPage: 3 });
    const paged = [first, second, third].flatMap((page) => page.body.data.result);
    expect(paged.map((deal) => deal._id)).toEqual(
      (await all(root.token)).body.data.result.map((deal) => deal._id),
    );
    expect(third.body.data.result).toHaveLength(1);
    expect((await all(root.token, { page: 9, limit: 2 })).body.data.result).toEqual([]);
    expect((await all(root.token, { limit: 101 })).status).toBe(400);
    expect((await all(root.token, { page: 0 })).status).toBe(400);
  });
});

describe('GET /closedRental/getClosedRentalCount-picker', () => {
  const counts = (token: string) => server.call(dealsApi.countOwn, { token });

  it('counts the picker’s own deals by status, zero for the rest', async () => {
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: a.admin.id,
      teamLeaderId: a.pickerLeader.id,
    });
    expect((await counts(picker.token)).body.data).toEqual({ 'in-process': 0, done: 0, failed: 0 });
    const [one] = [await close(picker), await close(picker), await close(picker)];
    await server.call(dealsApi.finalClose, {
      values: { id: one._id },
      token: root.token,
      body: { status: 'failed' },
    });
    expect((await counts(picker.token)).body.data).toEqual({ 'in-process': 2, done: 0, failed: 1 });
  });

  it('is for pickers only', async () => {
    for (const caller of [a.admin, a.pickerLeader, a.creator, root]) {
      expect((await counts(caller.token)).status).toBe(403);
    }
  });
});
