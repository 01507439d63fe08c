/**
 * PATCH /rental/skip (docs/rules/claiming.md#d5.5): a picker hands its held lead back with a reason; it goes to others
 * at once, not back to that picker today; the day's limit answers 429 `skip-limit` until Panama
 * midnight; who, when and why are kept and audited; bad bodies, nothing held and other roles refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, ROLES } from '../../../src/contract';
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
import { claimAs, emptyPool, skipAs } from './hand-back';

let server: TestServer;
let a: Person;
let b: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest', skipLimit: 2 });
  await emptyPool(server);
  [a, b] = (await buildTeam(server, { pickers: 2 })).pickers as [Person, Person];
});

const claim = (who: Person) => claimAs(server, who);
const skip = (who: Person, body: object) => skipAs(server, who, body);

/** Panama is UTC−5: midnight there is 05:00 UTC. */
const secondsToPanamaMidnight = () => {
  const now = server.clock.now().getTime();
  const shifted = now - 5 * 3_600_000;
  const midnight = (Math.floor(shifted / 86_400_000) + 1) * 86_400_000 + 5 * 3_600_000;
  return Math.ceil((midnight - now) / 1000);
};

describe('a skip', () => {
  it('hands the lead back at once to others, never to its picker again today', async () => {
    const [first, second] = await insertLeads(server, 2);
    expect((await claim(a)).body.data.rental._id).toBe(first);
    const skipped = await skip(a, { reason: 'language', note: 'Only Mandarin' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.message).toBe('Rental skipped');
    expect(skipped.body.data).toMatchObject({ skipsToday: 1, skipLimit: 2, waitSeconds: 0 });
    expect(await rentalById(server, first!)).toMatchObject({
      isFetched: false,
      fetcherId: null,
      attempts: 0,
    });
    // Its picker gets the next lead; another picker gets the skipped one.
    expect((await claim(a)).body.data.rental._id).toBe(second);
    expect((await claim(b)).body.data.rental._id).toBe(first);
    const kept = await query<{ picker_id: string; kind: string; reason: string; note: string }>(
      server,
      sql`SELECT picker_id, kind, reason, note FROM lead_returns WHERE rental_id = ${first}`,
    );
    expect(kept).toEqual([{ picker_id: a.id, kind: 'skipped', reason: 'language', note: 'Only Mandarin' }]);
  });

  it('is audited with who, when and why', async () => {
    const [lead] = await insertLeads(server, 1);
    await claim(a);
    const mark = await markOf(server);
    await skip(a, { reason: 'not-a-rental' });
    expect(await entriesSince(server, mark)).toEqual([
      expect.objectContaining({
        action: 'lead-skipped',
        actorId: a.id,
        actorName: a.user.name,
        targetKind: 'lead',
        targetId: lead,
        createdAt: server.clock.now(),
        after: { reason: 'not-a-rental' },
        adminId: a.user.adminId,
      }),
    ]);
  });

  it('is limited per picker and Panama day: 429 skip-limit until midnight, the lead kept', async () => {
    // Holds never expire here, so the held lead is still there to skip the next day.
    await setSettings(server, { releaseAfter: 0 });
    await insertLeads(server, 5);
    for (let i = 0; i < 2; i++) {
      await claim(a);
      expect((await skip(a, { reason: 'duplicate' })).status).toBe(200);
    }
    const held = (await claim(a)).body.data.rental._id;
    const refused = await skip(a, { reason: 'duplicate' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: 'You have reached your daily limit of 2 skips: finish this rental or choose an outcome',
      code: 'skip-limit',
      retryAfter: secondsToPanamaMidnight(),
    });
    expect((await rentalById(server, held))!.fetcherId).toBe(a.id);
    // Another picker's skips are its own.
    await claim(b);
    expect((await skip(b, { reason: 'duplicate' })).status).toBe(200);
    // A new Panama day, a new allowance.
    server.clock.advance(secondsToPanamaMidnight() * 1000);
    expect((await skip(a, { reason: 'other' })).status).toBe(200);
  });

  it('starts the delay like a finish', async () => {
    await setSettings(server, { isDelayEnabled: true, delayTime: 45 });
    await insertLeads(server, 2);
    await claim(a);
    expect((await skip(a, { reason: 'other' })).body.data.waitSeconds).toBe(45);
    expect((await claim(a)).body).toMatchObject({ code: 'delay', retryAfter: 45 });
  });
});

describe('refused skips', () => {
  it.each([
    [{}, 'Reason is required'],
    [{ reason: 'bored' }, 'Reason is not a valid choice'],
    [{ reason: 'other', note: 'x'.repeat(501) }, 'Maximum 500 characters allowed'],
  ])('%j answers 400: %s', async (body, message) => {
    await insertLeads(server, 1);
    const held = (await claim(a)).body.data.rental._id;
    const refused = await skip(a, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await rentalById(server, held))!.fetcherId).toBe(a.id);
  });

  it('answers 404 to a picker holding nothing', async () => {
    const refused = await skip(a, { reason: 'other' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('You hold no rental');
  });

  it('answers 403 to every other role', async () => {
    for (const role of ROLES.filter((r) => r !== 'data-picker')) {
      const other = await addPerson(server, { role });
      expect((await skip(other, { reason: 'other' })).status, role).toBe(403);
    }
  });
});
