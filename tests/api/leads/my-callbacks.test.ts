/**
 * 'My callbacks' (docs/rules/claiming.md#d5.18): GET /rental/my-callbacks lists the caller's own waiting callbacks,
 * due ones first, never another picker's nor its team's; POST /rental/open-callback/{id} claims one of
 * them once due and nothing else; other roles are refused. And what complete-task tells Collect of a
 * lead's fate (docs/rules/claiming.md#d5.5): the settings that decided it and whose a callback is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, leadsApi, ROLES } from '../../../src/contract';
import {
  addPerson,
  buildTeam,
  insertLeads,
  type Person,
  rentalById,
  setSettings,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';
import { claimAs, emptyPool, endAs, fromNow } from './hand-back';

let server: TestServer;
let team: Team;
let stranger: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, {
    ...DEFAULT_SETTINGS,
    leadsType: 'oldest',
    callbackGraceMinutes: 30,
    noAnswerRetryMinutes: 60,
    maxAttempts: 3,
  });
  await emptyPool(server);
  team = await buildTeam(server, { pickers: 2 });
  stranger = (await buildTeam(server)).pickers[0]!;
});

const MINUTE = 60_000;
const inMinutes = (minutes: number) => fromNow(server, minutes * MINUTE);
const listOf = (who: Person) => server.call(leadsApi.myCallbacks, { token: who.token() });
const open = (who: Person, id: string) =>
  server.call(leadsApi.openCallback, { token: who.token(), values: { id } });

/** `who` claims a fresh lead and sets a callback in `minutes`; answers the lead's id. */
async function callBack(who: Person, minutes: number, callbackFor: 'me' | 'anyone' = 'me', note?: string) {
  const [lead] = await insertLeads(server, 1);
  expect((await claimAs(server, who)).body.data.rental._id).toBe(lead);
  const ended = await endAs(server, who, {
    outcome: 'callback',
    callbackAt: inMinutes(minutes),
    callbackFor,
    ...(note ? { note } : {}),
  });
  expect(ended.status, ended.body.message).toBe(200);
  return lead!;
}

describe('GET /rental/my-callbacks', () => {
  it('lists the picker’s own callbacks, due ones first, with when and the note', async () => {
    const [a, b] = team.pickers as [Person, Person];
    const later = await callBack(a, 120, 'me', 'after lunch');
    const sooner = await callBack(a, 10);
    await callBack(a, 5, 'anyone');
    await callBack(b, 5);
    await callBack(stranger, 5);
    server.clock.advance(15 * MINUTE);

    const listed = await listOf(a);
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe('Callbacks loaded');
    expect(listed.body.data).toEqual([
      expect.objectContaining({ _id: sooner, due: true, attempts: 1, note: null }),
      expect.objectContaining({ _id: later, due: false, note: 'after lunch', dueAt: inMinutes(105) }),
    ]);
    expect(listed.body.data[0]!.number).toMatch(/^\+/);
    // Each says when its grace ends, for Collect's alert (docs/rules/claiming.md#d5.29): due time + 30 minutes.
    expect(listed.body.data.map((c) => c.lateAt)).toEqual([inMinutes(25), inMinutes(135)]);
    // Another picker's callbacks, and its team's, are not this picker's.
    expect((await listOf(b)).body.data.map((c) => c._id)).not.toContain(sooner);
    expect((await listOf(stranger)).body.data.map((c) => c._id)).not.toContain(later);
  });

  it('is empty for a picker without callbacks, and drops one once it is served', async () => {
    const [a] = team.pickers as [Person];
    expect((await listOf(a)).body.data).toEqual([]);
    const lead = await callBack(a, 5);
    server.clock.advance(5 * MINUTE);
    expect((await claimAs(server, a)).body.data.rental._id).toBe(lead);
    expect((await listOf(a)).body.data).toEqual([]);
  });

  it('answers 403 to every other role', async () => {
    for (const role of ROLES.filter((r) => r !== 'data-picker')) {
      const other = await addPerson(server, { role });
      expect((await listOf(other)).status, role).toBe(403);
    }
  });
});

describe('POST /rental/open-callback/{id}', () => {
  it('claims the chosen due callback, not the earliest, with an attempt counted', async () => {
    const [a] = team.pickers as [Person];
    await callBack(a, 5);
    const chosen = await callBack(a, 10);
    server.clock.advance(10 * MINUTE);
    const opened = await open(a, chosen);
    expect(opened.status, opened.body.message).toBe(200);
    expect(opened.body.message).toBe('Rental fetched');
    expect(opened.body.data.rental).toMatchObject({ _id: chosen, call_outcome: 'callback', attempts: 2 });
    expect(await rentalById(server, chosen)).toMatchObject({ fetcherId: a.id, dueAt: null });
    // Opening it again while holding it answers it again; another one is refused meanwhile.
    expect((await open(a, chosen)).body.data.rental._id).toBe(chosen);
  });

  it('refuses one not yet due, another picker’s, an unknown id, and while another lead is held', async () => {
    const [a, b] = team.pickers as [Person, Person];
    const upcoming = await callBack(a, 60);
    const others = await callBack(b, 5);
    server.clock.advance(5 * MINUTE);
    for (const id of [upcoming, others, 'no-such-lead']) {
      const refused = await open(a, id);
      expect(refused.status, id).toBe(404);
      expect(refused.body.message).toBe('This callback is not one of your due callbacks');
    }
    expect(await rentalById(server, others)).toMatchObject({ fetcherId: null });
  });

  it('refuses while the picker holds another lead, and leaves the callback waiting', async () => {
    const [a] = team.pickers as [Person];
    const callback = await callBack(a, 5);
    const [fresh] = await insertLeads(server, 1);
    expect((await claimAs(server, a)).body.data.rental._id).toBe(fresh);
    server.clock.advance(5 * MINUTE);
    const holding = await open(a, callback);
    expect(holding.status).toBe(409);
    expect(holding.body.message).toBe('Finish the rental you hold before opening a callback');
    expect(await rentalById(server, callback)).toMatchObject({ fetcherId: null });
    expect(await rentalById(server, fresh!)).toMatchObject({ fetcherId: a.id });
  });

  it('keeps the claim’s refusals: the delay after an ending', async () => {
    await setSettings(server, { isDelayEnabled: true, delayTime: 120 });
    const [a] = team.pickers as [Person];
    const lead = await callBack(a, 1);
    server.clock.advance(MINUTE);
    const refused = await open(a, lead);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('delay');
    server.clock.advance(MINUTE);
    expect((await open(a, lead)).status).toBe(200);
  });

  it('answers 400 to an id over its limit, and 403 to every other role', async () => {
    const [a] = team.pickers as [Person];
    const lead = await callBack(a, 1);
    server.clock.advance(MINUTE);
    const tooLong = await open(a, 'x'.repeat(65));
    expect(tooLong.status).toBe(400);
    for (const role of ROLES.filter((r) => r !== 'data-picker')) {
      const other = await addPerson(server, { role });
      expect((await open(other, lead)).status, role).toBe(403);
    }
    expect(await rentalById(server, lead)).toMatchObject({ fetcherId: null });
  });
});

describe('what complete-task says will happen to the lead', () => {
  it('tells the retry’s minutes and the attempts allowed, and whose a callback is', async () => {
    const [a] = team.pickers as [Person];
    await insertLeads(server, 1);
    await claimAs(server, a);
    expect((await endAs(server, a, { outcome: 'no-answer' })).body.data).toMatchObject({
      outcome: 'no-answer',
      attempts: 1,
      maxAttempts: 3,
      retryMinutes: 60,
      callbackFor: null,
      dueAt: inMinutes(60),
    });
    await insertLeads(server, 2);
    await claimAs(server, a);
    const forAnyone = await endAs(server, a, {
      outcome: 'callback',
      callbackAt: inMinutes(30),
      callbackFor: 'anyone',
    });
    expect(forAnyone.body.data).toMatchObject({ outcome: 'callback', callbackFor: 'anyone' });
    await claimAs(server, a);
    const mine = await endAs(server, a, { outcome: 'callback', callbackAt: inMinutes(30) });
    expect(mine.body.data).toMatchObject({ outcome: 'callback', callbackFor: 'me' });
  });
});
