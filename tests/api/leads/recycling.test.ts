/**
 * No Answer recycling (docs/rules/claiming.md#d5.5): the lead comes back `noAnswerRetryMinutes` after its outcome,
 * before fresh leads, to any picker, until it was served `maxAttempts` times; a No Answer on its last
 * attempt ends it as Unreachable, never served again. The creator's credit stays one lead; each
 * picker's outcome is its pick today; the delay runs from the outcome; an expired retry comes back due.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  query,
  rentalById,
  setSettings,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';
import { claimAs, emptyPool, endAs } from './hand-back';

let server: TestServer;
let team: Team;
let other: Team;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest', noAnswerRetryMinutes: 60 });
  await emptyPool(server);
  team = await buildTeam(server, { pickers: 2 });
  other = await buildTeam(server);
});

const MINUTE = 60_000;
const claim = (who: Person) => claimAs(server, who);
const end = (who: Person, body: object) => endAs(server, who, body);
const noAnswer = (who: Person) => end(who, { outcome: 'no-answer' });

async function claimed(who: Person) {
  const answer = await claim(who);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

describe('a No Answer lead', () => {
  it('comes back after the retry time, before fresh leads, to any picker', async () => {
    const [lead] = await insertLeads(server, 1, { creator: team.creator });
    const [a, b] = team.pickers as [Person, Person];
    expect((await claimed(a)).rental._id).toBe(lead);
    expect((await noAnswer(a)).body.data).toMatchObject({ outcome: 'no-answer', attempts: 1 });

    // Before its time: a fresh lead (created later) is served, then the pool is empty.
    const [fresh] = await insertLeads(server, 1, { from: server.clock.now() });
    server.clock.advance(59 * MINUTE);
    expect((await claimed(b)).rental._id).toBe(fresh);
    await end(b, { number_status: 'valid' });
    expect((await claim(b)).status).toBe(404);

    // Due: served before a fresh lead created earlier than it, to a picker of another team.
    await insertLeads(server, 1, { from: new Date(0) });
    server.clock.advance(MINUTE);
    const retry = await claimed(other.pickers[0]!);
    expect(retry.rental).toMatchObject({
      _id: lead,
      creatorId: team.creator.id,
      fetcherId: other.pickers[0]!.id,
    });
    expect(await rentalById(server, lead!)).toMatchObject({ attempts: 2, dueAt: null, outcome: 'no-answer' });
  });

  it('ends as Unreachable on its last attempt and is never served again', async () => {
    await setSettings(server, { maxAttempts: 2 });
    const [lead] = await insertLeads(server, 1);
    const [a, b] = team.pickers as [Person, Person];
    await claimed(a);
    await noAnswer(a);
    server.clock.advance(60 * MINUTE);
    expect((await claimed(b)).rental._id).toBe(lead);
    const last = await noAnswer(b);
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ outcome: 'unreachable', attempts: 2, dueAt: null });
    expect(last.body.data.rental).toMatchObject({ isFinished: true, number_status: null });
    expect(await rentalById(server, lead!)).toMatchObject({
      outcome: 'unreachable',
      fetcherId: b.id,
      dueAt: null,
    });

    server.clock.advance(7 * 24 * 60 * MINUTE);
    for (const picker of [a, b, other.pickers[0]!]) {
      const refused = await claim(picker);
      expect(refused.status).toBe(404);
    }
  });

  it('keeps its creator’s credit once, and counts as each picker’s pick that day', async () => {
    const [lead] = await insertLeads(server, 1, { creator: team.creator });
    const [a, b] = team.pickers as [Person, Person];
    await claimed(a);
    await noAnswer(a);
    server.clock.advance(60 * MINUTE);
    expect((await claimed(b)).rental._id).toBe(lead);
    await end(b, { number_status: 'valid' });

    const counts = await query<{
      side: string;
      person_id: string;
      leads_finished: number;
      finished_valid: number;
    }>(
      server,
      sql`SELECT side, person_id, sum(leads_finished)::int AS leads_finished, sum(finished_valid)::int AS finished_valid
        FROM report_days WHERE person_id IN (${team.creator.id}, ${a.id}, ${b.id}) GROUP BY side, person_id
        ORDER BY side, person_id`,
    );
    expect(counts).toEqual(
      expect.arrayContaining([
        { side: 'creators', person_id: team.creator.id, leads_finished: 1, finished_valid: 1 },
        { side: 'pickers', person_id: a.id, leads_finished: 1, finished_valid: 0 },
        { side: 'pickers', person_id: b.id, leads_finished: 1, finished_valid: 1 },
      ]),
    );
    await insertLeads(server, 1);
    expect((await claimed(a)).todayPicked).toBe(1);
  });

  it('starts the delay like a finish', async () => {
    await setSettings(server, { isDelayEnabled: true, delayTime: 90 });
    await insertLeads(server, 2);
    const a = team.pickers[0]!;
    await claimed(a);
    expect((await noAnswer(a)).body.data.waitSeconds).toBe(90);
    server.clock.advance(30_000);
    const refused = await claim(a);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'delay', retryAfter: 60 });
  });

  it('comes back due at once when a retry’s hold expires, to another picker, the serve counted', async () => {
    await setSettings(server, { releaseAfter: 30 });
    const [lead] = await insertLeads(server, 1);
    const [a, b] = team.pickers as [Person, Person];
    await claimed(a);
    await noAnswer(a);
    server.clock.advance(60 * MINUTE);
    expect((await claimed(b)).rental._id).toBe(lead);
    server.clock.advance(31 * MINUTE);
    await insertLeads(server, 1, { from: new Date(0) });
    // b's claim returns its expired hold and is served something else; a gets the retry first.
    expect((await claimed(b)).rental._id).not.toBe(lead);
    expect(await rentalById(server, lead!)).toMatchObject({
      fetcherId: null,
      attempts: 2,
      outcome: 'no-answer',
    });
    expect((await claimed(a)).rental._id).toBe(lead);
    expect((await rentalById(server, lead!))!.attempts).toBe(3);
  });
});
