/**
 * Idempotency keys on the picker's hand-backs (docs/rules/claiming.md#d5.25): PATCH /rental/complete-task (Finish,
 * Invalid Number, No Answer, Call Back Later) and PATCH /rental/skip, each done once per picker and key,
 * a replay answered with the first answer, another picker's same key its own, a released lead's
 * refusal kept, a key with another body refused, and the calls without a key as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  HOLD_NOTHING,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  LEAD_RELEASED,
  leadsApi,
  operationsApi,
} from '../../../src/contract';
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
import { auditCount, countOf, keyed, newKey } from './keyed';

let server: TestServer;
let team: Team;
let picker: Person;
let other: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest', isDelayEnabled: false });
  team = await buildTeam(server, { pickers: 2 });
  [picker, other] = team.pickers as [Person, Person];
});

/** Claims a fresh lead for `who` and answers its id. */
async function held(who: Person) {
  await insertLeads(server, 1);
  const claimed = await server.call(leadsApi.claim, { token: who.token() });
  expect(claimed.status, claimed.body.message).toBe(200);
  return claimed.body.data.rental._id;
}

const finish = (who: Person, key: string | undefined, body: object) =>
  keyed(server, leadsApi.finish, who, key, { body });
const skip = (who: Person, key: string | undefined, body: object) =>
  keyed(server, leadsApi.skip, who, key, { body });

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

/** A Finish is told by the lead itself, an outcome by its audit entry (docs/rules/audit.md#d10.1). */
const finishedLeads = (id: string) => countOf(server, 'rentals', sql`id = ${id} AND is_finished`);
const outcomeEntries = (id: string) => auditCount(server, id, 'lead-outcome');

describe.each([
  { name: 'Finish', body: { number_status: 'valid' }, writes: finishedLeads },
  { name: 'Not Interested', body: { outcome: 'not-interested' }, writes: outcomeEntries },
  { name: 'No Answer', body: { outcome: 'no-answer' }, writes: outcomeEntries },
  {
    name: 'Call Back Later',
    body: () => ({ outcome: 'callback', callbackAt: inHours(3) }),
    writes: outcomeEntries,
  },
])('$name with a key', ({ body: bodyOrMake, writes }) => {
  const bodyNow = () => (typeof bodyOrMake === 'function' ? bodyOrMake() : bodyOrMake);

  it('sent twice: done once, the replay answers the first answer', async () => {
    const id = await held(picker);
    const key = newKey();
    const body = bodyNow();
    const first = await finish(picker, key, body);
    expect(first.status, first.body.message).toBe(200);
    const again = await finish(picker, key, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await writes(id)).toBe(1);
  });

  it('sent twice at once: done once, both answered the same', async () => {
    const id = await held(picker);
    const key = newKey();
    const body = bodyNow();
    const [a, b] = await Promise.all([finish(picker, key, body), finish(picker, key, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await writes(id)).toBe(1);
  });
});

describe('a key is the picker’s own', () => {
  it('another picker’s same key ends its own lead, not the first answer', async () => {
    const mine = await held(picker);
    const theirs = await held(other);
    const key = newKey();
    const first = await finish(picker, key, { number_status: 'valid' });
    const second = await finish(other, key, { number_status: 'valid' });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.rental._id).toBe(theirs);
    expect(first.body.data.rental._id).toBe(mine);
    expect(await rentalById(server, theirs)).toMatchObject({ isFinished: true, fetcherId: other.id });
  });

  it('another picker holding nothing gets its own refusal with the same key', async () => {
    await held(picker);
    const key = newKey();
    expect((await finish(picker, key, { number_status: 'valid' })).status).toBe(200);
    const refused = await finish(other, key, { number_status: 'valid' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(HOLD_NOTHING);
  });
});

describe('refusals', () => {
  it('a lead released meanwhile is refused as before, and its replay answers the same refusal', async () => {
    const id = await held(picker);
    const released = await server.call(operationsApi.release, { token: team.admin.token(), values: { id } });
    expect(released.status, released.body.message).toBe(200);
    const key = newKey();
    const refused = await finish(picker, key, { number_status: 'valid' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(LEAD_RELEASED);
    // The picker moves on meanwhile: the replay still answers the refusal, it never ends the new lead.
    const next = await held(picker);
    const again = await finish(picker, key, { number_status: 'valid' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused.body);
    expect(await rentalById(server, next)).toMatchObject({ isFinished: false, fetcherId: picker.id });
  });

  it('the same key with another body is refused with 422, changing nothing', async () => {
    await held(picker);
    const key = newKey();
    expect((await finish(picker, key, { outcome: 'no-answer' })).status).toBe(200);
    const id = await held(picker);
    const reused = await finish(picker, key, { number_status: 'valid' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await rentalById(server, id)).toMatchObject({ isFinished: false });
  });

  it('the same key on another call is refused with 422', async () => {
    await held(picker);
    const key = newKey();
    expect((await finish(picker, key, { number_status: 'valid' })).status).toBe(200);
    await held(picker);
    const reused = await skip(picker, key, { reason: 'not-a-rental' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it('a key that is not a UUID is refused with 400 before anything is done', async () => {
    const id = await held(picker);
    const refused = await finish(picker, 'not-a-key', { number_status: 'valid' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IDEMPOTENCY_KEY_INVALID);
    expect(await rentalById(server, id)).toMatchObject({ isFinished: false });
  });
});

describe('Skip with a key', () => {
  it('sent twice at once: one skip, both answered the same', async () => {
    const id = await held(picker);
    const key = newKey();
    const [a, b] = await Promise.all([
      skip(picker, key, { reason: 'not-a-rental' }),
      skip(picker, key, { reason: 'not-a-rental' }),
    ]);
    expect([a.status, b.status], a.body.message).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.data.skipsToday).toBe(1);
    expect(await auditCount(server, id, 'lead-skipped')).toBe(1);
  });

  it('another picker’s same key skips its own lead', async () => {
    await held(picker);
    const theirs = await held(other);
    const key = newKey();
    expect((await skip(picker, key, { reason: 'not-a-rental' })).status).toBe(200);
    const second = await skip(other, key, { reason: 'not-a-rental' });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.rental._id).toBe(theirs);
  });
});

describe('without a key', () => {
  it('each call is done as before: a second Finish finds nothing held', async () => {
    await held(picker);
    expect((await finish(picker, undefined, { number_status: 'valid' })).status).toBe(200);
    const again = await finish(picker, undefined, { number_status: 'valid' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(HOLD_NOTHING);
  });
});
