/**
 * The calls in the reports (docs/rules/reports.md#d11.7): calls a day, talk time per picker and attempts per lead, on
 * a known set of calls, as each scope sees them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOutcome, type CallReport, callsApi } from '../../../src/contract';
import { type ClockedServer, readReport, startReportWorld } from '../reports/work';
import { addRental, createdBy, type Group, heldBy, type Staff, tokenOf } from '../support';

let server: ClockedServer;
let root: Staff;
let a: Group;
let b: Group;

/** A call `picker` makes on `leadId` at `at`, back `seconds` later with `outcome`, or never back. */
async function callAt(
  picker: Staff,
  leadId: string,
  at: string,
  seconds: number | null,
  outcome?: CallOutcome,
) {
  server.clock.set(at);
  const started = await server.call(callsApi.start, {
    token: tokenOf(server, picker),
    values: { id: leadId },
    body: { channel: 'call' },
  });
  expect(started.status, started.body.message).toBe(200);
  if (seconds === null) return;
  server.clock.advance(seconds * 1000);
  const back = await server.call(callsApi.finish, {
    token: tokenOf(server, picker),
    values: { callId: started.body.data._id },
    body: outcome ? { outcome } : {},
  });
  expect(back.status, back.body.message).toBe(200);
}

/** A lead of `group`'s creator that `picker` holds from `at`, whatever it held before finished. */
async function heldLead(group: Group, picker: Staff, at: string) {
  await server.app.db.execute(
    sql`UPDATE rentals SET is_finished = true, number_status = 'valid', finished_date = ${at}::timestamptz
      WHERE fetcher_id = ${picker.id} AND NOT is_finished`,
  );
  return (await addRental(server, { ...createdBy(group.creator), ...heldBy(picker, new Date(at)) })).id;
}

beforeAll(async () => {
  ({ server, root, a, b } = await startReportWorld());
  // 9 March (Panama): two calls on one lead of a's first picker, one WhatsApp-length call of its second.
  const first = await heldLead(a, a.picker, '2026-03-09T14:00:00Z');
  await callAt(a.picker, first, '2026-03-09T15:00:00Z', 120, 'no-answer');
  await callAt(a.picker, first, '2026-03-09T16:00:00Z', 30);
  const second = await heldLead(a, a.pickers[1], '2026-03-09T16:30:00Z');
  await callAt(a.pickers[1], second, '2026-03-09T17:00:00Z', 60, 'valid');
  // 10 March: a call of a's first picker never returned, and one of b's picker.
  const third = await heldLead(a, a.picker, '2026-03-10T14:00:00Z');
  await callAt(a.picker, third, '2026-03-10T15:00:00Z', null);
  const fourth = await heldLead(b, b.picker, '2026-03-10T14:00:00Z');
  await callAt(b.picker, fourth, '2026-03-10T15:00:00Z', 300, 'callback');
  // Out of the range: 7 March.
  const before = await heldLead(b, b.pickers[1], '2026-03-07T14:00:00Z');
  await callAt(b.pickers[1], before, '2026-03-07T15:00:00Z', 45);
});
afterAll(() => server.close());

const RANGE = { startDate: '2026-03-09', endDate: '2026-03-10' };

async function callsOf(user: Staff): Promise<CallReport | null> {
  const answer = await readReport(server, user, RANGE);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data.calls;
}

describe('the calls in a report', () => {
  it('the super-admin’s: every call in the range, by day, by picker, by lead', async () => {
    expect(await callsOf(root)).toEqual({
      days: [
        { day: '2026-03-09', calls: 3, talkSeconds: 210 },
        { day: '2026-03-10', calls: 2, talkSeconds: 300 },
      ],
      pickers: expect.arrayContaining([
        { _id: a.picker.id, name: a.picker.name, calls: 3, talkSeconds: 150 },
        { _id: a.pickers[1].id, name: a.pickers[1].name, calls: 1, talkSeconds: 60 },
        { _id: b.picker.id, name: b.picker.name, calls: 1, talkSeconds: 300 },
      ]),
      attempts: [
        { attempts: 1, leads: 3 },
        { attempts: 2, leads: 1 },
      ],
      totals: { calls: 5, talkSeconds: 510, leads: 4 },
    });
  });

  it('an admin’s: its own group’s calls only', async () => {
    const calls = await callsOf(a.admin);
    expect(calls?.days).toEqual([
      { day: '2026-03-09', calls: 3, talkSeconds: 210 },
      { day: '2026-03-10', calls: 1, talkSeconds: 0 },
    ]);
    expect(calls?.pickers.map((row) => row._id).sort()).toEqual([a.picker.id, a.pickers[1].id].sort());
    expect(calls?.totals).toEqual({ calls: 4, talkSeconds: 210, leads: 3 });
  });

  it('a picker leader’s: its own pickers’ calls; a creator leader’s report has none', async () => {
    const calls = await callsOf(a.pickerLeader);
    expect(calls?.pickers).toEqual([{ _id: a.picker.id, name: a.picker.name, calls: 3, talkSeconds: 150 }]);
    expect(calls?.totals).toEqual({ calls: 3, talkSeconds: 150, leads: 2 });
    expect(await callsOf(a.creatorLeader)).toBeNull();
  });
});
