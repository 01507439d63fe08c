/**
 * GET /reports (docs/rules/reports.md#d11.3, docs/rules/reports.md#d11.5): who may read which report, the default range and the refused
 * queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsApi } from '../../../src/contract';
import { addUser, type Group, type Staff, softDeleteUser } from '../support';
import { type ClockedServer, createLead, readReport, startReportWorld, work } from './work';

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
  // 24 February (outside the default 14 days) and today.
  server.clock.set('2026-02-24T15:00:00.000Z');
  await createLead(server, a.creators[0]);
  server.clock.set('2026-03-10T15:00:00.000Z');
  await work(server, a.creators[0], a.pickers[0], 'valid', 3);
});
afterAll(() => server.close());

const NOT_YOURS = 'You may only see your own group’s report';

describe('the range', () => {
  it('covers the last 14 Panama days, today included, when the query names none', async () => {
    const answer = await readReport(server, root);
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    expect([report.startDate, report.endDate]).toEqual(['2026-02-25', '2026-03-10']);
    expect(report.days).toHaveLength(14);
    expect(report.days[0]?.day).toBe('2026-02-25');
    expect(report.days[13]).toMatchObject({ day: '2026-03-10', leadsCreated: 1, leadsFinished: 1 });
    expect(report.totals.leadsCreated).toBe(1);
  });

  it('takes blank days as missing, and counts 13 days back from an end alone', async () => {
    const blank = await readReport(server, root, { startDate: '', endDate: '' });
    expect([blank.body.data.startDate, blank.body.data.endDate]).toEqual(['2026-02-25', '2026-03-10']);
    const ended = await readReport(server, root, { endDate: '2026-02-24' });
    expect([ended.body.data.startDate, ended.body.data.endDate]).toEqual(['2026-02-11', '2026-02-24']);
    expect(ended.body.data.totals.leadsCreated).toBe(1);
  });

  it('refuses a range ending before it starts, on endDate', async () => {
    const answer = await readReport(server, root, { startDate: '2026-03-10', endDate: '2026-03-09' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Start date must be on or before end date');
    expect(answer.body.errors).toEqual([
      { path: 'endDate', message: 'Start date must be on or before end date' },
    ]);
    // A start after today with no end ends today: backwards too.
    expect((await readReport(server, root, { startDate: '2026-03-11' })).status).toBe(400);
  });

  it('covers at most 366 days, and refuses one more on startDate', async () => {
    const year = await readReport(server, root, { startDate: '2025-03-10', endDate: '2026-03-10' });
    expect(year.status).toBe(200);
    expect(year.body.data.days).toHaveLength(366);
    const longer = await readReport(server, root, { startDate: '2025-03-09', endDate: '2026-03-10' });
    expect(longer.status).toBe(400);
    expect(longer.body.errors).toEqual([{ path: 'startDate', message: 'A report covers at most 366 days' }]);
  });

  it('refuses days that are not calendar days', async () => {
    const answer = await readReport(server, root, { startDate: '2026-02-30' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' },
    ]);
    const end = await readReport(server, root, { endDate: '10/03/2026' });
    expect(end.body.errors).toEqual([{ path: 'endDate', message: 'End date must be a date (YYYY-MM-DD)' }]);
  });
});

describe('who reads which report', () => {
  it('lets an admin name its own group but not another (403)', async () => {
    expect((await readReport(server, a.admin, { adminId: a.admin.id })).status).toBe(200);
    const other = await readReport(server, a.admin, { adminId: b.admin.id });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(NOT_YOURS);
  });

  it('refuses a leader naming any group, its own included (403)', async () => {
    for (const leader of [a.creatorLeader, a.pickerLeader]) {
      const answer = await readReport(server, leader, { adminId: a.admin.id });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(NOT_YOURS);
    }
  });

  it('gives the super-admin an empty report for an id that is no admin', async () => {
    for (const adminId of ['no-such-admin', a.picker.id]) {
      const answer = await readReport(server, root, { adminId });
      expect(answer.status).toBe(200);
      expect(answer.body.data.totals).toMatchObject({ leadsCreated: 0, leadsFinished: 0, dealsDone: 0 });
      expect(answer.body.data.creators).toEqual([]);
      expect(answer.body.data.pickers).toEqual([]);
    }
  });

  it('refuses creators and pickers (403), and anyone signed out (401)', async () => {
    for (const user of [a.creator, a.picker]) {
      const answer = await readReport(server, user);
      expect(answer.status).toBe(403);
    }
    expect((await server.call(reportsApi.report, { query: {} })).status).toBe(401);
  });

  it('refuses a leader with no assignment (403)', async () => {
    const leader = await addUser(server, { role: 'team-leader', adminId: a.admin.id });
    expect((await readReport(server, leader)).status).toBe(403);
  });

  it('keeps a deleted creator with figures in the range, and drops one without', async () => {
    await softDeleteUser(server.app, a.creators[0].id);
    await softDeleteUser(server.app, a.creators[1].id);
    const report = (await readReport(server, a.admin)).body.data;
    expect(report.creators.map((row) => row._id)).toEqual([a.creators[0].id]);
    expect(report.creators[0]).toMatchObject({ name: a.creators[0].name, leadsCreated: 1 });
  });
});
