import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/contract';
import {
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
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest', callbackGraceMinutes: 30 });
  await emptyPool(server);
  team = await buildTeam(server, { pickers: 2 });
  stranger = (await buildTeam(server)).pickers[0]!;
});

const MINUTE = 60_000;
const claim = (who: Person) => claimAs(server, who);
const end = (who: Person, body: object) => endAs(server, who, body);
const inMinutes = (minutes: number) => fromNow(server, minutes * MINUTE);

/** `who` claims the pool's lead and sets a callback in `minutes`; answers the lead's id. */
async function callBack(who: Person, minutes: number, callbackFor: 'me' | 'anyone' = 'me') {
  const [lead] = await insertLeads(server, 1);
  const claimed = await claim(who);
  expect(claimed.body.data.rental._id).toBe(lead);
  const ended = await end(who, { outcome: 'callback', callbackAt: inMinutes(minutes), callbackFor });
  expect(ended.status, ended.body.message).toBe(200);
  return lead!;
}

/** What `who` is served now: a lead's id, or the refusal's status; a served lead is finished. */
async function servedTo(who: Person): Promise<string | number> {
  const answer = await claim(who);
  if (answer.status !== 200) return answer.status;
  expect((await end(who, { number_status: 'valid' })).status).toBe(200);
  return answer.body.data.rental._id;
}

describe('a personal callback', () => {
  it('waits for its time, goes to its picker before fresh leads, to its team after the grace', async () => {
    const [a, b] = team.pickers as [Person, Person];
    const lead = await callBack(a, 60);
    // Not yet due: nobody gets it.
    server.clock.advance(59 * MINUTE);
    for (const who of [a, b, stranger]) expect(await servedTo(who)).toBe(404);

    // Due, within the grace: its picker's only, ahead of an older fresh lead.
    server.clock.advance(MINUTE);
    const [fresh] = await insertLeads(server, 1, { from: new Date(0) });
    expect(await servedTo(b)).toBe(fresh);
    expect(await servedTo(b)).toBe(404);
    server.clock.advance(29 * MINUTE);
    expect(await servedTo(b)).toBe(404);
    expect(await servedTo(stranger)).toBe(404);
    const mine = await claim(a);
    expect(mine.body.data.rental._id).toBe(lead);
    expect(await rentalById(server, lead)).toMatchObject({ attempts: 2, dueAt: null, outcome: 'callback' });
  });

  it('goes to anyone of its team once the grace is over, never to another team', async () => {
    const [a, b] = team.pickers as [Person, Person];
    const lead = await callBack(a, 60);
    server.clock.advance(89 * MINUTE);
    expect(await servedTo(b)).toBe(404);
    server.clock.advance(MINUTE);
    expect(await servedTo(stranger)).toBe(404);
    expect(await servedTo(b)).toBe(lead);
  });
});

describe('a callback for anyone', () => {
  it('goes to anyone of its team as soon as it is due, never to another team', async () => {
    const [a, b] = team.pickers as [Person, Person];
    const lead = await callBack(a, 15, 'anyone');
    server.clock.advance(14 * MINUTE);
    expect(await servedTo(b)).toBe(404);
    server.clock.advance(MINUTE);
    expect(await servedTo(stranger)).toBe(404);
    expect(await servedTo(b)).toBe(lead);
    expect(await servedTo(a)).toBe(404);
  });
});

describe('the order of due leads', () => {
  it('serves the picker’s own callback, then its team’s, then a retry, then a fresh lead', async () => {
    await setSettings(server, { noAnswerRetryMinutes: 1 });
    const [a, b] = team.pickers as [Person, Person];
    const teams = await callBack(b, 2, 'anyone');
    const own = await callBack(a, 3);
    const [retry] = await insertLeads(server, 1);
    await claim(b);
    await end(b, { outcome: 'no-answer' });
    const [fresh] = await insertLeads(server, 1, { from: new Date(0) });
    server.clock.advance(10 * MINUTE);
    const served = [await servedTo(a), await servedTo(a), await servedTo(a), await servedTo(a)];
    expect(served).toEqual([own, teams, retry, fresh]);
  });
});
