/**
 * GET /reports (docs/rules/reports.md#d11.1–D11.4): the exact figures of a small known data set, day by day on Panama
 * days, in total and per person, as each scope sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_OUTCOMES, type Report, type ReportDay, type ReportFigures } from '../../../src/contract';
import type { Group, Staff } from '../support';
import { buildWork, type ClockedServer, readReport, startReportWorld } from './work';

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
  await buildWork(server, root, a, b);
});
afterAll(() => server.close());

const RANGE = { startDate: '2026-03-08', endDate: '2026-03-10' };

async function reportOf(user: Staff, query: Record<string, string> = RANGE): Promise<Report> {
  const answer = await readReport(server, user, query);
  expect(answer.status, answer.body.message).toBe(200);
  expect(answer.body.message).toBe('Report loaded');
  return answer.body.data;
}

/** Figures written as [created, finished, valid, invalid, in process, done, failed]. */
function figures(counts: number[]): ReportFigures {
  const [
    leadsCreated,
    leadsFinished,
    finishedValid,
    finishedInvalid,
    dealsInProcess,
    dealsDone,
    dealsFailed,
  ] = counts as [number, number, number, number, number, number, number];
  return {
    leadsCreated,
    leadsFinished,
    finishedValid,
    finishedInvalid,
    dealsInProcess,
    dealsDone,
    dealsFailed,
    conversion: leadsFinished === 0 ? null : dealsDone / leadsFinished,
    outcomes: NO_OUTCOMES,
    skips: 0,
  };
}

const days = (byDay: Record<string, number[]>): ReportDay[] =>
  Object.entries(byDay).map(([day, counts]) => ({ day, ...figures(counts) }));

const byId = <T extends { _id: string }>(rows: T[]) => new Map(rows.map((row) => [row._id, row]));

describe('the super-admin’s whole report', () => {
  it('counts each day on its Panama day, 23:30 on 9 March included', async () => {
    const report = await reportOf(root);
    expect(report.startDate).toBe('2026-03-08');
    expect(report.endDate).toBe('2026-03-10');
    expect(report.sides).toEqual(['creators', 'pickers']);
    expect(report.days).toEqual(
      days({
        '2026-03-08': [2, 2, 1, 1, 0, 1, 0],
        '2026-03-09': [1, 1, 1, 0, 1, 0, 0],
        '2026-03-10': [4, 2, 2, 0, 0, 0, 1],
      }),
    );
    expect(report.totals).toEqual(figures([7, 5, 4, 1, 1, 1, 1]));
    expect(report.totals.conversion).toBe(0.2);
  });

  it('lists every creator and picker, by name, with their figures', async () => {
    const report = await reportOf(root);
    const creators = byId(report.creators);
    const pickers = byId(report.pickers);
    expect(new Set(creators.keys())).toEqual(new Set([...a.creators, ...b.creators].map((user) => user.id)));
    expect(new Set(pickers.keys())).toEqual(new Set([...a.pickers, ...b.pickers].map((user) => user.id)));
    const names = report.pickers.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect(creators.get(b.creators[0].id)).toEqual({
      _id: b.creators[0].id,
      name: b.creators[0].name,
      leadsCreated: 1,
      leadsInvalid: 0,
      invalidRate: 0,
      deals: 1,
    });
    expect(pickers.get(b.pickers[0].id)).toEqual({
      _id: b.pickers[0].id,
      name: b.pickers[0].name,
      leadsFinished: 1,
      invalidMarked: 0,
      deals: 1,
      dealsDone: 0,
      doneRate: 0,
      medianHeldMinutes: 2,
      outcomes: NO_OUTCOMES,
      skips: 0,
    });
  });

  it('narrows to one group with adminId', async () => {
    const report = await reportOf(root, { ...RANGE, adminId: b.admin.id });
    expect(report.days).toEqual(
      days({
        '2026-03-08': [0, 0, 0, 0, 0, 0, 0],
        '2026-03-09': [1, 0, 0, 0, 0, 0, 0],
        '2026-03-10': [0, 1, 1, 0, 0, 0, 1],
      }),
    );
    expect(report.totals.conversion).toBe(0);
    expect(report.creators.map((row) => row._id).sort()).toEqual(b.creators.map((user) => user.id).sort());
    expect(byId(report.pickers).get(b.pickers[1].id)).toEqual({
      _id: b.pickers[1].id,
      name: b.pickers[1].name,
      leadsFinished: 0,
      invalidMarked: 0,
      deals: 0,
      dealsDone: 0,
      doneRate: null,
      medianHeldMinutes: null,
      outcomes: NO_OUTCOMES,
      skips: 0,
    });
    expect(byId(report.creators).get(b.creators[1].id)?.invalidRate).toBeNull();
  });
});

describe('an admin’s report', () => {
  it('counts its creators’ leads and its pickers’ finishes and deals', async () => {
    const report = await reportOf(a.admin);
    expect(report.sides).toEqual(['creators', 'pickers']);
    expect(report.days).toEqual(
      days({
        '2026-03-08': [2, 2, 1, 1, 0, 1, 0],
        '2026-03-09': [0, 1, 1, 0, 1, 0, 0],
        '2026-03-10': [4, 1, 1, 0, 0, 0, 0],
      }),
    );
    expect(report.totals).toEqual(figures([6, 4, 3, 1, 1, 1, 0]));
    expect(report.totals.conversion).toBe(0.25);
  });

  it('shows each creator’s invalid rate and deals, and each picker’s median hold', async () => {
    const report = await reportOf(a.admin);
    expect(report.creators.map((row) => row._id).sort()).toEqual(a.creators.map((user) => user.id).sort());
    const creators = byId(report.creators);
    expect(creators.get(a.creators[0].id)).toMatchObject({
      leadsCreated: 4,
      leadsInvalid: 1,
      invalidRate: 0.25,
      deals: 1,
    });
    // L5's deal was closed by another group's picker: it still counts for the lead's creator.
    expect(creators.get(a.creators[1].id)).toMatchObject({
      leadsCreated: 2,
      leadsInvalid: 0,
      invalidRate: 0,
      deals: 1,
    });
    const pickers = byId(report.pickers);
    expect(pickers.get(a.pickers[0].id)).toEqual({
      _id: a.pickers[0].id,
      name: a.pickers[0].name,
      leadsFinished: 3,
      invalidMarked: 0,
      deals: 2,
      dealsDone: 1,
      doneRate: 0.5,
      medianHeldMinutes: 7,
      outcomes: NO_OUTCOMES,
      skips: 0,
    });
    expect(pickers.get(a.pickers[1].id)).toMatchObject({
      leadsFinished: 1,
      invalidMarked: 1,
      deals: 0,
      doneRate: null,
      medianHeldMinutes: 10,
    });
  });

  it('takes the mean of the two middle holds when a picker finished an even number', async () => {
    const report = await reportOf(a.admin, { startDate: '2026-03-09', endDate: '2026-03-10' });
    // A's first picker: 10 and 7 minutes.
    expect(byId(report.pickers).get(a.pickers[0].id)?.medianHeldMinutes).toBe(8.5);
  });
  it('finds the same medians in whole weeks and months as in days', async () => {
    // 1 February to 10 March reads February as a month, 2–8 March as a week and 9–10 March as days;
    // 1–31 March reads March as a month.
    for (const range of [
      { startDate: '2026-02-01', endDate: '2026-03-10' },
      { startDate: '2026-03-01', endDate: '2026-03-31' },
    ]) {
      const pickers = byId((await reportOf(a.admin, range)).pickers);
      expect(pickers.get(a.pickers[0].id)?.medianHeldMinutes).toBe(7);
      expect(pickers.get(a.pickers[1].id)?.medianHeldMinutes).toBe(10);
    }
  });
});

describe('a leader’s report', () => {
  it('shows a creator leader its creators’ leads, their finishes and deals only', async () => {
    const report = await reportOf(a.creatorLeaders[0]);
    expect(report.sides).toEqual(['creators']);
    expect(report.days).toEqual(
      days({
        '2026-03-08': [2, 2, 1, 1, 0, 1, 0],
        '2026-03-09': [0, 0, 0, 0, 0, 0, 0],
        '2026-03-10': [2, 1, 1, 0, 0, 0, 0],
      }),
    );
    expect(report.creators.map((row) => row._id)).toEqual([a.creators[0].id]);
    expect(report.pickers).toEqual([]);
  });

  it('shows a picker leader its pickers’ finishes and deals, and no leads created', async () => {
    const report = await reportOf(a.pickerLeaders[0]);
    expect(report.sides).toEqual(['pickers']);
    expect(report.days).toEqual(
      days({
        '2026-03-08': [0, 1, 1, 0, 0, 1, 0],
        '2026-03-09': [0, 1, 1, 0, 1, 0, 0],
        '2026-03-10': [0, 1, 1, 0, 0, 0, 0],
      }),
    );
    expect(report.pickers.map((row) => row._id)).toEqual([a.pickers[0].id]);
    expect(report.creators).toEqual([]);
  });
});
