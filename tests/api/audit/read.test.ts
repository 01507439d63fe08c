/**
 * Reading the audit trail (docs/rules/audit.md#d10.3): the super-admin every entry or one group's, an admin its own
 * group's only, every other role refused; filters by person, action and Panama days; pages; the
 * Download as NDJSON with the list's query and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditEntry,
  auditApi,
  BACKWARDS_RANGE,
  NOT_YOUR_GROUP,
  pathTo,
  peopleApi,
} from '../../../src/contract';
import {
  buildGroup,
  type Group,
  manualClock,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let root: Staff;
let A: Group;
let B: Group;

/** A token signed now: the clock moves a day, past the tokens signed when the staff were inserted. */
const tokenNow = (user: Staff) => tokenOf(server, user);

/** Sets a picker's limit as `by`, at the clock's instant: one `user-limit-changed` entry. */
const setLimit = async (by: Staff, picker: Staff, limit: number) => {
  const res = await server.call(peopleApi.updateDataPickerInfo, {
    token: tokenNow(by),
    values: { id: picker.id },
    body: { limit },
  });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  // 10:00 in Panama on 2026-03-10, then a day later for the last change.
  const clock = manualClock('2026-03-10T15:00:00.000Z');
  server = { ...(await startTestServer({ now: clock.now })), clock };
  root = await superAdminOf(server);
  A = await buildGroup(server);
  B = await buildGroup(server);
  await setLimit(A.admin, A.picker, 11);
  await setLimit(A.pickerLeader, A.pickers[1], 12);
  await setLimit(B.admin, B.picker, 21);
  await setLimit(root, A.picker, 13);
  // 23:30 in Panama on 2026-03-11 (04:30 UTC the next day): still the 11th in Panama.
  server.clock.set('2026-03-12T04:30:00.000Z');
  await setLimit(root, B.picker, 22);
});
afterAll(() => server.close());

const list = (user: Staff | undefined, query: Record<string, string | number> = {}) =>
  server.call(auditApi.list, { token: user && tokenNow(user), query });
const limits = (entries: AuditEntry[]) => entries.map((entry) => entry.after?.pickLimit);

describe('scope', () => {
  it('gives the super-admin every entry, newest first, and one group’s with adminId', async () => {
    const all = await list(root);
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Audit entries retrieved successfully');
    expect(limits(all.body.data.result)).toEqual([22, 13, 21, 12, 11]);
    expect(all.body.data.countInfo).toEqual({ total: 5, totalPage: 1 });
    expect(all.body.data.result[0]).toMatchObject({
      action: 'user-limit-changed',
      actor: { _id: root.id, name: root.name, role: 'super-admin' },
      target: { kind: 'user', id: B.picker.id, label: B.picker.name },
      after: { pickLimit: 22 },
      ip: null,
      adminId: B.admin.id,
      at: '2026-03-12T04:30:00.000Z',
    });
    expect(limits((await list(root, { adminId: A.admin.id })).body.data.result)).toEqual([13, 12, 11]);
  });

  it('gives an admin its own group only, whoever acted, and refuses another group (403)', async () => {
    expect(limits((await list(A.admin)).body.data.result)).toEqual([13, 12, 11]);
    expect(limits((await list(B.admin, { adminId: B.admin.id })).body.data.result)).toEqual([22, 21]);
    const other = await list(A.admin, { adminId: B.admin.id });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(NOT_YOUR_GROUP);
  });

  it('refuses every other role and a caller signed out', async () => {
    for (const user of [A.pickerLeader, A.creatorLeader, A.creator, A.picker]) {
      expect((await list(user)).status).toBe(403);
      const res = await fetch(`${server.baseUrl}${pathTo(auditApi.export)}`, {
        headers: { authorization: tokenNow(user) },
      });
      expect(res.status).toBe(403);
    }
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('filters and pages', () => {
  it('filters by person, by action and by Panama days', async () => {
    expect(limits((await list(root, { actorId: root.id })).body.data.result)).toEqual([22, 13]);
    expect(limits((await list(A.admin, { actorId: B.admin.id })).body.data.result)).toEqual([]);
    expect((await list(root, { action: 'sign-in' })).body.data.result).toEqual([]);
    expect((await list(root, { action: 'user-limit-changed' })).body.data.countInfo.total).toBe(5);
    const day = (startDate: string, endDate: string) =>
      list(root, { startDate, endDate }).then((res) => limits(res.body.data.result));
    expect(await day('2026-03-10', '2026-03-10')).toEqual([13, 21, 12, 11]);
    expect(await day('2026-03-11', '2026-03-11')).toEqual([22]);
    expect(await day('2026-03-12', '2026-03-31')).toEqual([]);
  });

  it('pages newest first', async () => {
    const page = (n: number) => list(root, { page: n, limit: 2 });
    const first = await page(1);
    expect(limits(first.body.data.result)).toEqual([22, 13]);
    expect(first.body.data.countInfo).toEqual({ total: 5, totalPage: 3 });
    expect(limits((await page(2)).body.data.result)).toEqual([21, 12]);
    expect(limits((await page(3)).body.data.result)).toEqual([11]);
  });

  it('answers bad filters with field errors (400)', async () => {
    const backwards = await list(root, { startDate: '2026-03-11', endDate: '2026-03-10' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([{ path: 'endDate', message: BACKWARDS_RANGE }]);
    const action = await list(root, { action: 'drop-table' });
    expect(action.status).toBe(400);
    expect(action.body.message).toBe('Action is not a valid choice');
    const day = await list(root, { startDate: '2026-02-30' });
    expect(day.status).toBe(400);
    expect(day.body.message).toBe('Start date must be a date (YYYY-MM-DD)');
    expect((await list(root, { limit: 101 })).status).toBe(400);
  });
});

describe('the Download', () => {
  const download = (user: Staff, query: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${pathTo(auditApi.export)}?${new URLSearchParams(query)}`, {
      headers: { authorization: tokenNow(user) },
    });
  const linesOf = async (res: Response) =>
    (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));

  it('streams every matching entry between its head and end lines, in the list’s order', async () => {
    const res = await download(root);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lines = await linesOf(res);
    expect(lines[0]).toEqual({ total: 5 });
    expect(lines.at(-1)).toEqual({ rows: 5 });
    const entries = lines.slice(1, -1) as AuditEntry[];
    expect(entries).toEqual((await list(root, { limit: 100 })).body.data.result);
  });

  it('keeps the admin to its group and the query’s filters, and refuses as the list does', async () => {
    const lines = await linesOf(await download(B.admin));
    expect(limits(lines.slice(1, -1))).toEqual([22, 21]);
    const filtered = await linesOf(await download(root, { actorId: A.pickerLeader.id }));
    expect(filtered).toEqual([
      { total: 1 },
      expect.objectContaining({ after: { pickLimit: 12 } }),
      { rows: 1 },
    ]);
    const other = await download(A.admin, { adminId: B.admin.id });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe(NOT_YOUR_GROUP);
    const backwards = await download(root, { startDate: '2026-03-11', endDate: '2026-03-10' });
    expect(backwards.status).toBe(400);
  });
});
