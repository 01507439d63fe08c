/**
 * GET /reports' freshness (docs/rules/reports.md#d11.8): the leads entered in the range, how many were called, the
 * median minutes to their first call and the share called within 'Fresh for (hours)', per day entered, in
 * all, per creator and per picker, on a known data set and as each scope sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshnessReport } from '../../../src/contract';
import { addLeads, createdBy, type Group, pickedBy, type Staff, setSettings } from '../support';
import { type ClockedServer, readReport, startReportWorld } from './work';

const MINUTE = 60_000;
const RANGE = { startDate: '2026-03-09', endDate: '2026-03-10' };

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

/** A lead of `creator` entered at `at`, first called `minutes` later by `picker` (never when null). */
const lead = (creator: Staff, at: string, minutes: number | null, picker?: Staff) => {
  const created = new Date(at);
  return {
    ...createdBy(creator),
    ...(picker ? pickedBy(picker, created) : {}),
    createdAt: created,
    firstCalledAt: minutes === null ? null : new Date(created.getTime() + minutes * MINUTE),
  };
};

beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
  server.clock.set('2026-03-12T15:00:00.000Z');
  await addLeads(server, [
    // 9 March in Panama: called after 30 and 90 minutes, after 50 hours (no longer fresh), never.
    lead(a.creator, '2026-03-09T15:00:00Z', 30, a.picker),
    lead(a.creator, '2026-03-09T16:00:00Z', 90.5, a.picker),
    lead(a.creator, '2026-03-09T17:00:00Z', 50 * 60, a.picker),
    lead(a.creator, '2026-03-09T18:00:00Z', null),
    // 10 March: called after 10 minutes.
    lead(a.creator, '2026-03-10T15:00:00Z', 10, a.picker),
    // Another group's, and one entered before the range.
    lead(b.creator, '2026-03-10T15:00:00Z', 5, b.picker),
    lead(a.creator, '2026-03-08T15:00:00Z', 5, a.picker),
  ]);
});
afterAll(() => server.close());

async function freshnessOf(user: Staff, query: Record<string, string> = RANGE): Promise<FreshnessReport> {
  const answer = await readReport(server, user, query);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data.freshness;
}

const day9 = { leads: 4, called: 3, medianMinutes: 90, freshShare: 0.5 };
const day10 = { leads: 1, called: 1, medianMinutes: 10, freshShare: 1 };

describe('the report’s time to first call', () => {
  it('counts an admin’s group by day entered, in all, per creator and per picker', async () => {
    const freshness = await freshnessOf(a.admin);
    expect(freshness.freshHours).toBe(48);
    expect(freshness.days).toEqual([
      { day: '2026-03-09', ...day9 },
      { day: '2026-03-10', ...day10 },
    ]);
    // Whole minutes [10, 30, 90, 3000]: the mean of the two middle ones.
    expect(freshness.totals).toEqual({ leads: 5, called: 4, medianMinutes: 60, freshShare: 0.6 });
    expect(freshness.creators).toEqual([
      { _id: a.creator.id, name: a.creator.name, leads: 5, called: 4, medianMinutes: 60, freshShare: 0.6 },
    ]);
    expect(freshness.pickers).toEqual([
      { _id: a.picker.id, name: a.picker.name, leads: 4, called: 4, medianMinutes: 60, freshShare: 0.75 },
    ]);
  });

  it('follows Fresh for (hours)', async () => {
    await setSettings(server, { freshHours: 1 });
    const freshness = await freshnessOf(a.admin);
    expect(freshness.freshHours).toBe(1);
    expect(freshness.totals.freshShare).toBe(0.4);
    await setSettings(server, { freshHours: 48 });
  });

  it('gives the super-admin every group, and a creator leader its creators’ side only', async () => {
    expect((await freshnessOf(root)).totals).toMatchObject({ leads: 6, called: 5 });
    const leader = await freshnessOf(a.creatorLeader);
    expect(leader.totals).toMatchObject({ leads: 5, called: 4 });
    expect(leader.pickers).toEqual([]);
    const pickerLeader = await freshnessOf(a.pickerLeader);
    expect(pickerLeader.totals).toMatchObject({ leads: 4, called: 4 });
    expect(pickerLeader.creators).toEqual([]);
  });

  it('is refused to another group’s admin naming this group, and to creators and pickers (403)', async () => {
    const other = await readReport(server, b.admin, { ...RANGE, adminId: a.admin.id });
    expect(other.status).toBe(403);
    for (const user of [a.creator, a.picker])
      expect((await readReport(server, user, RANGE)).status).toBe(403);
  });
});
