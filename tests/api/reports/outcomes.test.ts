/**
 * Outcomes and skips in the reports (docs/rules/reports.md#d11.2, docs/rules/reports.md#d11.4, docs/rules/claiming.md#d5.5): counted on the pickers' side per
 * Panama day and per picker, through the real claims, outcomes and skips, in each scope's reach only;
 * the creators' side counts what it always did (a lead ended for good is finished once, a waiting one
 * is not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_OUTCOMES,
  type OutcomeCounts,
  type Report,
  type ReportDay,
  type ReportFigures,
} from '../../../src/contract';
import { createdBy, endHold, type Group, type Staff, setSettings } from '../support';
import { type ClockedServer, readReport, startReportWorld } from './work';

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

const MINUTE = 60_000;
const RANGE = { startDate: '2026-03-08', endDate: '2026-03-10' };

/** Ends a hold a minute after the last. */
async function end(picker: Staff, ending: Parameters<typeof endHold>[2], fields = {}) {
  server.clock.advance(MINUTE);
  return endHold(server, picker, ending, fields);
}

/**
 * - 8 March, 10:00 Panama: A's first picker ends L1 (A's first creator's) Not Interested, L2 (the
 *   same creator's) No Answer, a lead Call Back Later in 3 hours, and skips one; A's second picker
 *   ends one Do Not Contact and skips one with a note.
 * - 9 March, 23:30 Panama: A's first picker is served its due callback and ends it No Answer.
 * - 10 March, 10:00: B's picker is served L2 (the first retry due) and ends it Not Interested, then
 *   skips the callback's lead, now due; A's second picker is served that lead and, with one attempt
 *   allowed, its No Answer ends it Unreachable.
 */
beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
  server.clock.set('2026-03-08T15:00:00.000Z');
  const [first, second] = a.pickers;
  await end(first, 'not-interested', createdBy(a.creators[0]));
  await end(first, 'no-answer', createdBy(a.creators[0]));
  await end(first, { callbackAt: new Date(server.clock.now().getTime() + 180 * MINUTE).toISOString() });
  await end(first, { skip: 'language' });
  await end(second, 'do-not-contact');
  await end(second, { skip: 'other', note: 'Asked for a realtor' });

  server.clock.set('2026-03-10T04:30:00.000Z');
  await end(first, 'no-answer');

  server.clock.set('2026-03-10T15:00:00.000Z');
  await end(b.picker, 'not-interested');
  await end(b.picker, { skip: 'duplicate' });
  await setSettings(server, { maxAttempts: 1 });
  await end(second, 'no-answer');
}, 120_000);
afterAll(() => server.close());

async function reportOf(user: Staff, query: Record<string, string> = RANGE): Promise<Report> {
  const answer = await readReport(server, user, query);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

const outcomes = (counts: Partial<OutcomeCounts>): OutcomeCounts => ({ ...NO_OUTCOMES, ...counts });

/** A day's finishes, outcomes and skips (nothing else happened in the range but leads made). */
const day = (
  date: string,
  leadsFinished: number,
  counts: Partial<OutcomeCounts>,
  skips: number,
  leadsCreated = 0,
): ReportDay => ({
  day: date,
  leadsCreated,
  leadsFinished,
  finishedValid: 0,
  finishedInvalid: 0,
  dealsInProcess: 0,
  dealsDone: 0,
  dealsFailed: 0,
  conversion: leadsFinished === 0 ? null : 0,
  outcomes: outcomes(counts),
  skips,
});

const rowOf = (report: Report, picker: Staff) => report.pickers.find((row) => row._id === picker.id);

describe('the pickers’ outcomes and skips', () => {
  it('count per Panama day for the super-admin, 23:30 on 9 March included', async () => {
    const report = await reportOf(root);
    expect(report.days).toEqual([
      day('2026-03-08', 4, { 'not-interested': 1, 'no-answer': 1, callback: 1, 'do-not-contact': 1 }, 2, 2),
      day('2026-03-09', 1, { 'no-answer': 1 }, 0),
      day('2026-03-10', 2, { 'not-interested': 1, unreachable: 1 }, 1),
    ]);
    expect(report.totals).toMatchObject({
      leadsFinished: 7,
      outcomes: outcomes({
        'no-answer': 2,
        callback: 1,
        'not-interested': 2,
        'do-not-contact': 1,
        unreachable: 1,
      }),
      skips: 3,
    } satisfies Partial<ReportFigures>);
  });

  it('count per picker over the range', async () => {
    const report = await reportOf(root);
    expect(rowOf(report, a.pickers[0])).toMatchObject({
      leadsFinished: 4,
      outcomes: outcomes({ 'not-interested': 1, 'no-answer': 2, callback: 1 }),
      skips: 1,
    });
    expect(rowOf(report, a.pickers[1])).toMatchObject({
      leadsFinished: 2,
      outcomes: outcomes({ 'do-not-contact': 1, unreachable: 1 }),
      skips: 1,
    });
    expect(rowOf(report, b.picker)).toMatchObject({
      leadsFinished: 1,
      outcomes: outcomes({ 'not-interested': 1 }),
      skips: 1,
    });
    expect(rowOf(report, b.pickers[1])).toMatchObject({ leadsFinished: 0, outcomes: NO_OUTCOMES, skips: 0 });
    // One day alone: the 9th's No Answer.
    const ninth = await reportOf(root, { startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(rowOf(ninth, a.pickers[0])).toMatchObject({ outcomes: outcomes({ 'no-answer': 1 }), skips: 0 });
  });

  it('count in an admin’s group and a picker leader’s team only', async () => {
    const figures = (report: Report) => report.days.map((d) => [d.day, d.leadsFinished, d.outcomes, d.skips]);
    const group = await reportOf(a.admin);
    expect(figures(group)).toEqual([
      [
        '2026-03-08',
        4,
        outcomes({ 'not-interested': 1, 'no-answer': 1, callback: 1, 'do-not-contact': 1 }),
        2,
      ],
      ['2026-03-09', 1, outcomes({ 'no-answer': 1 }), 0],
      ['2026-03-10', 1, outcomes({ unreachable: 1 }), 0],
    ]);
    expect(group.pickers.map((row) => row._id).sort()).toEqual(a.pickers.map((p) => p.id).sort());
    // Each picker leader has one of A's pickers.
    const team = await reportOf(a.pickerLeaders[0]);
    expect(figures(team)).toEqual([
      ['2026-03-08', 3, outcomes({ 'not-interested': 1, 'no-answer': 1, callback: 1 }), 1],
      ['2026-03-09', 1, outcomes({ 'no-answer': 1 }), 0],
      ['2026-03-10', 0, NO_OUTCOMES, 0],
    ]);
    expect(team.pickers.map((row) => row._id)).toEqual([a.pickers[0].id]);
    expect((await reportOf(a.pickerLeaders[1])).totals).toMatchObject({
      leadsFinished: 2,
      outcomes: outcomes({ 'do-not-contact': 1, unreachable: 1 }),
      skips: 1,
    });
    const other = await reportOf(root, { ...RANGE, adminId: b.admin.id });
    expect(other.totals).toMatchObject({
      leadsFinished: 1,
      outcomes: outcomes({ 'not-interested': 1 }),
      skips: 1,
    });
    expect(await reportOf(b.admin)).toEqual(other);
  });

  it('leave a creator leader’s figures as they were: no outcomes, a lead finished once ended for good', async () => {
    const report = await reportOf(a.creatorLeader);
    expect(report.sides).toEqual(['creators']);
    expect(report.pickers).toEqual([]);
    // L1 ended Not Interested on the 8th, L2 (a No Answer then) on the 10th; nothing else is its creators'.
    expect(report.days).toEqual([
      day('2026-03-08', 1, {}, 0, 2),
      day('2026-03-09', 0, {}, 0),
      day('2026-03-10', 1, {}, 0),
    ]);
    expect(report.creators.find((row) => row._id === a.creators[0].id)).toMatchObject({
      leadsCreated: 2,
      leadsInvalid: 0,
      invalidRate: 0,
    });
  });
});
