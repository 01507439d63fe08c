/** The staff lists: picks today and creators' number status from real leads, limits, search and pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, type ListResult, peopleApi, type StaffUser } from '../../../src/contract';
import {
  addRental,
  addUser,
  buildGroup,
  type Callers,
  type Group,
  type Staff,
  signInCallers,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

/** A page of up to 100 rows; `query` adds to the query string (`&search=…`). */
const list = async <Query>(
  target: Endpoint<ListResult<StaffUser>, unknown, Query>,
  query = '',
  token = callers.token['super-admin'],
) => {
  const more = Object.fromEntries(new URLSearchParams(query));
  const res = await server.call(target, { query: { limit: 100, ...more }, token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const rowOf = (rows: StaffUser[], staff: Staff) => rows.find((r) => r._id === staff.id);

/** Midnight in Panama (UTC−5) of the day `now` falls on there, worked out independently of the server. */
function panamaMidnight(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(now);
  return new Date(`${day}T00:00:00-05:00`);
}

describe('todayPicked (docs/rules/people.md#d4)', () => {
  beforeAll(async () => {
    const midnight = panamaMidnight(server.clock.now());
    const minutes = (n: number) => new Date(midnight.getTime() + n * 60_000);
    const pickOf = (picker: Staff, finishedDate: Date | null) =>
      addRental(server, {
        fetcherId: picker.id,
        fetcherAdminId: picker.adminId,
        fetcherLeaderId: picker.teamLeaderId,
        isFetched: true,
        isFinished: finishedDate !== null,
        numberStatus: finishedDate ? 'valid' : null,
        fetchedAt: minutes(-120),
        finishedDate,
      });
    const [first, second] = A.pickers;
    await pickOf(first, minutes(0)); // the first instant of today in Panama
    await pickOf(first, minutes(6 * 60));
    await pickOf(first, minutes(23 * 60 + 59));
    await pickOf(first, minutes(-1)); // 23:59 yesterday in Panama: already today in UTC, must not count
    await pickOf(first, minutes(24 * 60)); // tomorrow
    await pickOf(first, null); // held, not finished
    await pickOf(second, minutes(60));
    // A bypass hands leads to the admin itself (docs/rules/leads.md#d5): not a pick by anyone.
    await addRental(server, {
      fetcherId: A.admin.id,
      fetcherAdminId: A.admin.id,
      isFetched: true,
      isFinished: true,
      fetchedAt: minutes(100),
      finishedDate: minutes(100),
    });
  });

  it("counts a picker's leads finished today in Panama time", async () => {
    const { result } = await list(peopleApi.listDataPickers);
    expect(rowOf(result, A.pickers[0])?.todayPicked).toBe(3);
    expect(rowOf(result, A.pickers[1])?.todayPicked).toBe(1);
    expect(rowOf(result, B.pickers[0])?.todayPicked).toBe(0);
  });

  it('sums the pickers of each leader and each admin', async () => {
    const leaders = (await list(peopleApi.listTeamLeaders)).result;
    expect(rowOf(leaders, A.pickerLeaders[0])?.todayPicked).toBe(3);
    expect(rowOf(leaders, A.pickerLeaders[1])?.todayPicked).toBe(1);
    expect(rowOf(leaders, A.creatorLeaders[0])?.todayPicked).toBe(0);
    const admins = (await list(peopleApi.listAdmins)).result;
    expect(rowOf(admins, A.admin)).toMatchObject({ todayPicked: 4, limit: 5000 });
    expect(rowOf(admins, B.admin)).toMatchObject({ todayPicked: 0, limit: 5000 });
  });
});

describe('numberStatusSummary', () => {
  beforeAll(async () => {
    const [first, second] = A.creators;
    const lead = (creator: Staff, createdAt: string, numberStatus: 'valid' | 'invalid' | null) =>
      addRental(server, {
        creatorId: creator.id,
        creatorAdminId: creator.adminId,
        creatorLeaderId: creator.teamLeaderId,
        createdAt: new Date(createdAt),
        numberStatus,
      });
    await lead(first, '2026-03-10T04:59:00Z', 'valid'); // 9 March, 23:59 in Panama
    await lead(first, '2026-03-10T05:00:00Z', 'valid'); // 10 March, 00:00
    await lead(first, '2026-03-10T12:00:00Z', null); // not checked yet: neither valid nor invalid
    await lead(first, '2026-03-10T20:00:00Z', 'invalid');
    await lead(first, '2026-03-11T04:59:59Z', 'invalid'); // 10 March, 23:59:59
    await lead(first, '2026-03-11T05:00:00Z', 'valid'); // 11 March
    await lead(second, '2026-03-10T15:00:00Z', 'valid');
  });

  it.each([
    ['', { valid: 3, invalid: 2 }],
    ['&startDate=2026-03-10&endDate=2026-03-10', { valid: 1, invalid: 2 }],
    ['&startDate=2026-03-11', { valid: 1, invalid: 0 }],
    ['&endDate=2026-03-09', { valid: 1, invalid: 0 }],
    ['&startDate=2026-04-01&endDate=2026-04-30', { valid: 0, invalid: 0 }],
  ])('counts the leads created in the Panama days of "%s"', async (query, summary) => {
    const { result } = await list(peopleApi.listDataCreators, query);
    expect(rowOf(result, A.creators[0])?.numberStatusSummary).toEqual(summary);
    // The dates bound the counted leads, not which creators are listed.
    expect(result).toHaveLength(4);
  });

  it("keeps each creator's leads to itself", async () => {
    const { result } = await list(peopleApi.listDataCreators);
    expect(rowOf(result, A.creators[1])?.numberStatusSummary).toEqual({ valid: 1, invalid: 0 });
    expect(rowOf(result, B.creators[0])?.numberStatusSummary).toEqual({ valid: 0, invalid: 0 });
  });
});

describe('limits', () => {
  it("updates a picker's limit and shows it in the list", async () => {
    const picker = A.pickers[1];
    const res = await server.call(peopleApi.updateDataPickerInfo, {
      values: { id: picker.id },
      token: callers.token['picker-leader'],
      body: { limit: '250' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Updated successfully', data: { _id: picker.id, limit: 250 } });
    const rows = (await list(peopleApi.listDataPickers, '', callers.token.admin)).result;
    expect(rowOf(rows, picker)?.limit).toBe(250);
  });

  it("updates an admin's limit, zero included", async () => {
    const res = await server.call(peopleApi.updateAdminInfo, {
      values: { id: B.admin.id },
      token: callers.token['super-admin'],
      body: { limit: 0 },
    });
    expect(res.body.data).toMatchObject({ role: 'admin', limit: 0 });
    expect(rowOf((await list(peopleApi.listAdmins)).result, B.admin)?.limit).toBe(0);
  });

  it("turns a creator's bulk upload on and off", async () => {
    const values = { id: A.creators[0].id };
    const on = await server.call(peopleApi.updateDataCreatorInfo, {
      values,
      token: callers.token['super-admin'],
      body: { canBulkUpload: true },
    });
    expect(on.body.data.canBulkUpload).toBe(true);
    expect(rowOf((await list(peopleApi.listDataCreators)).result, A.creators[0])?.canBulkUpload).toBe(true);
    const off = await server.call(peopleApi.updateDataCreatorInfo, {
      values,
      token: callers.token['super-admin'],
      body: { canBulkUpload: false },
    });
    expect(off.body.data.canBulkUpload).toBe(false);
  });
});

describe('search and pages', () => {
  let zelda: Staff;
  let percent: Staff;
  let underscore: Staff;
  beforeAll(async () => {
    const admin = await addUser(server, { role: 'admin' });
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: admin.id,
      assignFor: 'rental-picker',
    });
    const picker = (fields: { name?: string; email?: string; contact?: string }) =>
      addUser(server, { role: 'data-picker', adminId: admin.id, teamLeaderId: leader.id, ...fields });
    zelda = await picker({ name: 'Zelda Quixote', email: 'zq.search@people.test', contact: '+50799988877' });
    percent = await picker({ name: 'Sure 100% Percent' });
    underscore = await picker({ name: 'Snake_Case Person' });
  });

  it.each([
    ['name, in any case', 'QUIXOTE'],
    ['email', 'zq.search@'],
    ['contact', '9998887'],
  ])('finds by %s', async (_, search) => {
    const data = await list(peopleApi.listDataPickers, `&search=${encodeURIComponent(search)}`);
    expect(data.result.map((r) => r._id)).toEqual([zelda.id]);
    expect(data.countInfo).toEqual({ total: 1, totalPage: 1 });
  });

  it('takes % and _ literally', async () => {
    const byPercent = await list(peopleApi.listDataPickers, `&search=${encodeURIComponent('%')}`);
    expect(byPercent.result.map((r) => r._id)).toEqual([percent.id]);
    const byUnderscore = await list(peopleApi.listDataPickers, '&search=_');
    expect(byUnderscore.result.map((r) => r._id)).toEqual([underscore.id]);
    const byBackslash = await list(peopleApi.listDataPickers, `&search=${encodeURIComponent('\\')}`);
    expect(byBackslash.result).toEqual([]);
  });

  it('finds nothing for a search no one matches', async () => {
    const data = await list(peopleApi.listDataPickers, '&search=nobody-like-this');
    expect(data).toEqual({ result: [], countInfo: { total: 0, totalPage: 0 } });
  });

  it('pages newest first with the right totals', async () => {
    const token = callers.token['super-admin'];
    const all = (await list(peopleApi.listDataPickers)).result;
    // Two groups of two, plus the three searched pickers.
    expect(all).toHaveLength(7);
    const created = all.map((r) => r.createdAt!);
    expect(created).toEqual([...created].sort().reverse());

    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await server.call(peopleApi.listDataPickers, { query: { limit: 2, page }, token });
      expect(res.body.data.countInfo).toEqual({ total: 7, totalPage: 4 });
      pages.push(...res.body.data.result.map((r) => r._id));
    }
    expect(pages).toEqual(all.map((r) => r._id));
    const beyond = await server.call(peopleApi.listDataPickers, { query: { limit: 2, page: 9 }, token });
    expect(beyond.body.data).toEqual({ result: [], countInfo: { total: 7, totalPage: 4 } });
    const farBeyond = await server.call(peopleApi.listDataPickers, {
      query: { limit: 100, page: 1000000000 },
      token,
    });
    expect(farBeyond.status).toBe(200);
    expect(farBeyond.body.data.result).toEqual([]);
  });

  it('defaults to pages of 20', async () => {
    const res = await server.call(peopleApi.listDataPickers, {
      token: callers.token['super-admin'],
    });
    expect(res.body.data.countInfo).toEqual({ total: 7, totalPage: 1 });
  });
});
