/**
 * PATCH /rental/complete-task with an outcome (docs/rules/claiming.md#d5.5): each outcome's answer and what it leaves on
 * the lead, the audit entry every ending writes (valid and invalid included), the 400s with their
 * messages, a picker holding nothing, and the other roles.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countsApi, DEFAULT_SETTINGS, peopleApi, ROLES } from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import {
  addPerson,
  buildTeam,
  insertLeads,
  type Person,
  query,
  rentalById,
  setSettings,
  startLeadsServer,
  type TestServer,
} from '../support';
import { claimAs, endAs, fromNow } from './hand-back';

let server: TestServer;
let picker: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
  picker = (await buildTeam(server)).pickers[0]!;
});

const HOUR = 3_600_000;
const claim = (who: Person) => claimAs(server, who);
const end = (who: Person, body: object) => endAs(server, who, body);
const inHours = (hours: number) => fromNow(server, hours * HOUR);

/** Claims a fresh lead for `who` and answers its id. */
async function held(who: Person) {
  await insertLeads(server, 1);
  const claimed = await claim(who);
  expect(claimed.status, claimed.body.message).toBe(200);
  return claimed.body.data.rental._id;
}

describe('each outcome', () => {
  it('No Answer: the hold ends, the lead waits for its retry with one attempt, held by no one', async () => {
    const id = await held(picker);
    const ended = await end(picker, { outcome: 'no-answer', note: ' rang twice ' });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe('successfully finished!');
    expect(ended.body.data).toMatchObject({
      outcome: 'no-answer',
      attempts: 1,
      dueAt: new Date(server.clock.now().getTime() + 2 * HOUR).toISOString(),
      waitSeconds: 0,
    });
    expect(await rentalById(server, id)).toMatchObject({
      outcome: 'no-answer',
      outcomeNote: 'rang twice',
      attempts: 1,
      fetcherId: null,
      isFinished: false,
      finishedDate: null,
      numberStatus: null,
    });
    // The picker holds nothing now: its next fetch is a new lead.
    await insertLeads(server, 1);
    const next = await claim(picker);
    expect(next.body.data.rental._id).not.toBe(id);
    expect(next.body.data.todayPicked).toBe(1);
  });

  it('Call Back Later: waits for its time, the picker’s own unless for anyone', async () => {
    const mine = await held(picker);
    const at = inHours(3);
    const ended = await end(picker, { outcome: 'callback', callbackAt: at });
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data).toMatchObject({ outcome: 'callback', attempts: 1, dueAt: at });
    expect(await rentalById(server, mine)).toMatchObject({
      outcome: 'callback',
      dueAt: new Date(at),
      callbackPickerId: picker.id,
      callbackLeaderId: picker.user.teamLeaderId,
      fetcherId: null,
      isFinished: false,
    });
    const anyones = await held(picker);
    expect((await end(picker, { outcome: 'callback', callbackAt: at, callbackFor: 'anyone' })).status).toBe(
      200,
    );
    expect(await rentalById(server, anyones)).toMatchObject({
      callbackPickerId: null,
      callbackLeaderId: picker.user.teamLeaderId,
    });
  });

  it.each(['not-interested', 'do-not-contact'] as const)('%s ends the lead for good', async (outcome) => {
    const id = await held(picker);
    const ended = await end(picker, { outcome });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ outcome, attempts: 1, dueAt: null });
    expect(ended.body.data.rental).toMatchObject({
      _id: id,
      isFinished: true,
      number_status: null,
      finishedDate: server.clock.now().toISOString(),
    });
    expect(await rentalById(server, id)).toMatchObject({ outcome, dueAt: null, fetcherId: picker.id });
    // Never served again, even once every retry and callback would be due: the whole pool is
    // drained without it.
    server.clock.advance(40 * 24 * HOUR);
    const served: string[] = [];
    for (let next = await claim(picker); next.status === 200; next = await claim(picker)) {
      served.push(next.body.data.rental._id);
      expect((await end(picker, { number_status: 'valid' })).status).toBe(200);
    }
    expect(served).not.toContain(id);
  });

  it('counts a hold ended waiting as a pick, in the picker’s counts and its staff row, as the limit does', async () => {
    const team = await buildTeam(server);
    const [mine] = team.pickers as [Person];
    const picked = async () =>
      (await server.call(countsApi.picker, { token: mine.token() })).body.data.todayCount;
    const staffRow = async () => {
      const res = await server.call(peopleApi.listDataPickers, { token: team.admin.token() });
      return res.body.data.result.find((row) => row._id === mine.id)?.todayPicked;
    };
    expect(await picked()).toBe(0);
    await held(mine);
    expect((await end(mine, { outcome: 'no-answer' })).status).toBe(200);
    await held(mine);
    expect((await end(mine, { outcome: 'callback', callbackAt: inHours(2) })).status).toBe(200);
    expect(await picked()).toBe(2);
    expect(await staffRow()).toBe(2);
  });

  it('Finish and Invalid Number answer as before, with no outcome', async () => {
    await held(picker);
    const valid = await end(picker, { number_status: 'valid' });
    expect(valid.body.data).toMatchObject({ outcome: null, attempts: 1, dueAt: null });
    expect(valid.body.data.rental).toMatchObject({ isFinished: true, number_status: 'valid' });
  });
});

describe('the audit trail', () => {
  it('records each outcome with who, when and what; a Finish or an Invalid Number is told by the lead', async () => {
    const mark = await markOf(server);
    const first = await held(picker);
    await end(picker, { number_status: 'invalid' });
    const second = await held(picker);
    const at = inHours(1);
    await end(picker, { outcome: 'callback', callbackAt: at, callbackFor: 'anyone', note: 'after work' });
    const entries = await entriesSince(server, mark);
    expect(entries.map((e) => [e.action, e.targetId, e.actorId])).toEqual([
      ['lead-outcome', second, picker.id],
    ]);
    expect(entries[0]).toMatchObject({
      actorName: picker.user.name,
      actorRole: 'data-picker',
      targetKind: 'lead',
      createdAt: server.clock.now(),
      adminId: picker.user.adminId,
    });
    expect(entries[0]!.after).toMatchObject({
      outcome: 'callback',
      attempt: 1,
      callbackFor: 'anyone',
      note: 'after work',
    });
    expect(new Date(entries[0]!.after!.dueAt as string).toISOString()).toBe(at);
    expect(first).not.toBe(second);
  });
});

describe('bad bodies', () => {
  it.each([
    [{}, 'Number status is required'],
    [{ number_status: 'valid', outcome: 'no-answer' }, 'Send either a number status or an outcome, not both'],
    [{ outcome: 'maybe' }, 'Outcome is not a valid choice'],
    [{ outcome: 'callback' }, 'Callback time is required for Call Back Later'],
    [{ outcome: 'callback', callbackAt: 'tomorrow' }, 'Callback time must be a date and time'],
    [
      { outcome: 'no-answer', callbackAt: '2026-03-11T15:00:00.000Z' },
      'Callback time and callback for are only for Call Back Later',
    ],
    [
      { number_status: 'valid', callbackFor: 'me' },
      'Callback time and callback for are only for Call Back Later',
    ],
    [
      { outcome: 'callback', callbackAt: '2026-03-11T15:00:00.000Z', callbackFor: 'them' },
      'Callback for is not a valid choice',
    ],
    [{ outcome: 'no-answer', note: 'x'.repeat(501) }, 'Maximum 500 characters allowed'],
  ])('%j answers 400: %s, and ends nothing', async (body, message) => {
    const id = await held(picker);
    const refused = await end(picker, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(await rentalById(server, id)).toMatchObject({
      fetcherId: picker.id,
      isFinished: false,
      outcome: null,
    });
  });

  it.each([
    [-1, 'Callback time must be in the future'],
    [0, 'Callback time must be in the future'],
    [30 * 24 + 1, 'Callback time must be within 30 days'],
  ])('a callback %i hours from the server’s now answers 400: %s', async (hours, message) => {
    const id = await held(picker);
    const refused = await end(picker, { outcome: 'callback', callbackAt: inHours(hours) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, errors: [{ path: 'callbackAt', message }] });
    expect((await rentalById(server, id))!.fetcherId).toBe(picker.id);
    expect((await end(picker, { outcome: 'callback', callbackAt: inHours(30 * 24) })).status).toBe(200);
  });
});

describe('who may end a lead', () => {
  it('answers 404 to a picker holding nothing, and writes nothing', async () => {
    const mark = await markOf(server);
    const refused = await end(picker, { outcome: 'no-answer' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('You hold no rental');
    expect(await entriesSince(server, mark)).toEqual([]);
  });

  it('answers 403 to every other role, before reading the body', async () => {
    await held(picker);
    for (const role of ROLES.filter((r) => r !== 'data-picker')) {
      const other = await addPerson(server, { role });
      const refused = await end(other, { outcome: 'not-interested' });
      expect(refused.status, role).toBe(403);
      expect((await end(other, { outcome: 'maybe' })).status, role).toBe(403);
    }
    const rows = await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM rentals WHERE fetcher_id = ${picker.id} AND NOT is_finished`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
