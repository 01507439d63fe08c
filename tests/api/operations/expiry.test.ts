/**
 * Expired holds (docs/rules/operations.md#d9.4): a lead held longer than the setting 'Release held leads after (minutes)'
 * goes back to the pool on its picker's next claim, on its finish (refused, 409 `lead-released`) or
 * by the sweep (the picker's socket is told); 0 means never. A supervisor's release (docs/rules/operations.md#d9.3) is
 * refused on the finish with its own words. The sweep's timer is off here: the tests sweep by hand.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import { sweepExpiredHolds } from '../../../server/src/plugins/hold-expiry';
import { returnToPool } from '../../../server/src/services/leads/return-to-pool';
import {
  HOLD_NOTHING,
  LEAD_RELEASED,
  type LeadReleasedEvent,
  leadReleasedMessage,
  leadsApi,
} from '../../../src/contract';
import {
  buildGroup,
  type Group,
  insertLeads,
  manualClock,
  query,
  rentalById,
  setSettings,
  startSecondServer,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';
import { joinBoard, nextEvent, socketPool } from './board-sockets';

const MINUTE = 60_000;

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let a: Group;
let b: Group;
let sockets: ReturnType<typeof socketPool>;

beforeAll(async () => {
  const clock = manualClock();
  server = { ...(await startTestServer({ now: clock.now, holdSweepMs: 0 })), clock };
  sockets = socketPool(server);
  a = await buildGroup(server);
  b = await buildGroup(server);
  await setSettings(server, { leadsType: 'oldest' });
});
afterEach(async () => {
  sockets.closeAll();
  await setSettings(server, { releaseAfter: 30 });
});
afterAll(() => server.close());

const claim = (picker: UserRow) => server.call(leadsApi.claim, { token: tokenOf(server, picker) });
const finish = (picker: UserRow) =>
  server.call(leadsApi.finish, { token: tokenOf(server, picker), body: { number_status: 'valid' } });

/** The lead `picker` got from a claim that must succeed. */
async function claimed(picker: UserRow): Promise<string> {
  const answer = await claim(picker);
  expect(answer.status).toBe(200);
  return answer.body.data.rental._id;
}

/**
 * A pool of exactly `count` new leads, oldest first (earlier tests' pool leads are made invalid), a
 * second after the last test's calls, so no release ties with a finish of the same instant.
 */
async function freshPool(count: number): Promise<{ id: string; number: string }[]> {
  server.clock.advance(1000);
  await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
  const ids = await insertLeads(server, count);
  return Promise.all(ids.map(async (id) => ({ id, number: (await rentalById(server, id))!.number })));
}

/** The lead is in the pool as if never fetched. */
async function expectInPool(id: string) {
  expect(await rentalById(server, id)).toMatchObject({
    isFetched: false,
    isFinished: false,
    fetcherId: null,
    fetcherAdminId: null,
    fetcherLeaderId: null,
    fetchedAt: null,
  });
}

const releasesOf = (picker: UserRow) =>
  query<{ rentalId: string; reason: string; releasedBy: string | null; afterMinutes: number | null }>(
    server,
    sql`SELECT rental_id AS "rentalId", reason, released_by AS "releasedBy", after_minutes AS "afterMinutes"
      FROM lead_releases WHERE picker_id = ${picker.id} ORDER BY released_at`,
  );

const expiredMessage = (number: string, minutes = 30) =>
  `Your lead ${number} went back to the pool after ${minutes} minutes without a finish`;

describe('a hold younger than the setting', () => {
  it('stays with its picker through a claim, a sweep and its finish', async () => {
    const [lead] = await freshPool(2);
    const picker = a.pickers[0];
    expect(await claimed(picker)).toBe(lead!.id);
    // Exactly 30 minutes: not older than the setting yet.
    server.clock.advance(30 * MINUTE);
    expect(await claimed(picker)).toBe(lead!.id);
    expect(await sweepExpiredHolds(server.app)).toEqual([]);
    const finished = await finish(picker);
    expect(finished.status).toBe(200);
    expect(finished.body.data.rental).toMatchObject({ _id: lead!.id, isFinished: true });
    expect(await releasesOf(picker)).toEqual([]);
  });
});

describe('an expired hold', () => {
  it('goes back to the pool on its picker’s next claim, which gets another lead', async () => {
    const [old, next] = await freshPool(2);
    const picker = a.pickers[0];
    const other = b.pickers[0];
    expect(await claimed(picker)).toBe(old!.id);
    server.clock.advance(30 * MINUTE + 1000);

    expect(await claimed(picker)).toBe(next!.id);
    await expectInPool(old!.id);
    expect(await releasesOf(picker)).toContainEqual({
      rentalId: old!.id,
      reason: 'expired',
      releasedBy: null,
      afterMinutes: 30,
    });
    // Back in the pool for anyone: the oldest lead goes to the next claim.
    expect(await claimed(other)).toBe(old!.id);
    // The picker holds its new lead: the release refuses nothing.
    const finished = await finish(picker);
    expect(finished.status).toBe(200);
    expect(finished.body.data.rental._id).toBe(next!.id);
    expect((await finish(other)).status).toBe(200);
  });

  it('swept back to the pool, is not handed back to its picker’s next claim, until it finishes another', async () => {
    const [old, next] = await freshPool(2);
    const picker = a.pickers[0];
    expect(await claimed(picker)).toBe(old!.id);
    server.clock.advance(30 * MINUTE + 1000);
    expect(await sweepExpiredHolds(server.app)).toHaveLength(1);
    await expectInPool(old!.id);

    // The oldest lead is the one that expired in its hands: it gets the next one.
    expect(await claimed(picker)).toBe(next!.id);
    expect((await finish(picker)).status).toBe(200);
    // Once it finished a later lead, the old one may come to it like any other.
    server.clock.advance(1000);
    expect(await claimed(picker)).toBe(old!.id);
    expect((await finish(picker)).status).toBe(200);
  });

  it('is refused on its finish with the minutes it waited, until the picker moves on', async () => {
    const [lead, later] = await freshPool(2);
    const picker = a.pickers[1];
    expect(await claimed(picker)).toBe(lead!.id);
    server.clock.advance(31 * MINUTE);

    const refused = await finish(picker);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: expiredMessage(lead!.number),
      code: LEAD_RELEASED,
    });
    expect(refused.body.message).toBe(leadReleasedMessage(lead!.number, 'expired', 30));
    await expectInPool(lead!.id);
    // Said again until the picker moves on.
    expect((await finish(picker)).body).toMatchObject({ message: expiredMessage(lead!.number) });
    expect(await releasesOf(picker)).toHaveLength(1);

    // Once the picker claimed and finished a lead after it (never the one it let expire), the
    // release refuses nothing.
    server.clock.advance(1000);
    expect(await claimed(picker)).toBe(later!.id);
    expect((await finish(picker)).status).toBe(200);
    const nothing = await finish(picker);
    expect(nothing.status).toBe(404);
    expect(nothing.body).toMatchObject({ success: false, message: HOLD_NOTHING });
    expect(nothing.body.code).toBeUndefined();
  });

  it('is swept back to the pool, and its picker’s socket and its group’s board are told', async () => {
    const [first, second] = await freshPool(2);
    const [late, busy] = b.pickers;
    const pickerSocket = await sockets.connect(tokenOf(server, late));
    expect(await pickerSocket.emitWithAck('join', late.id)).toEqual({ ok: true });
    const board = await sockets.connect(tokenOf(server, b.admin));
    expect(await claimed(late)).toBe(first!.id);
    server.clock.advance(20 * MINUTE);
    expect(await claimed(busy)).toBe(second!.id);
    server.clock.advance(11 * MINUTE);
    // Joined after the claims: events they caused arrived before the join's answer.
    expect(await joinBoard(board)).toEqual({ ok: true });

    const told = nextEvent<LeadReleasedEvent>(pickerSocket, 'leadReleased');
    const changed = nextEvent(board, 'boardChanged');
    expect(await sweepExpiredHolds(server.app)).toEqual([
      {
        rentalId: first!.id,
        number: first!.number,
        pickerId: late.id,
        adminId: b.admin.id,
        reason: 'expired',
        afterMinutes: 30,
      },
    ]);
    expect(await told).toEqual({
      rentalId: first!.id,
      number: first!.number,
      reason: 'expired',
      minutes: 30,
      message: expiredMessage(first!.number),
    });
    await changed;
    await expectInPool(first!.id);
    // The younger hold is untouched, and nothing is released twice.
    expect(await rentalById(server, second!.id)).toMatchObject({ fetcherId: busy.id, isFinished: false });
    expect(await sweepExpiredHolds(server.app)).toEqual([]);
    expect(await releasesOf(late)).toHaveLength(1);

    expect((await finish(late)).body).toMatchObject({ message: expiredMessage(first!.number) });
    expect((await finish(busy)).status).toBe(200);
  });

  it('is released once however many sweeps run at once, in one process or several', async () => {
    const leads = await freshPool(3);
    const holders = [a.pickers[0], a.pickers[1], b.pickers[0]];
    for (const holder of holders) await claimed(holder);
    server.clock.advance(31 * MINUTE);
    // With PostgreSQL, a second server process on the same database sweeps too.
    const second = process.env.DATABASE_URL ? await startSecondServer(server) : undefined;
    try {
      const sweeps = await Promise.all(
        [server.app, second?.app ?? server.app, server.app].map((app) => sweepExpiredHolds(app)),
      );
      const released = sweeps.flat().map((lead) => lead.rentalId);
      expect(released.sort()).toEqual(leads.map((lead) => lead.id).sort());
    } finally {
      await second?.close();
    }
    const recorded = await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM lead_releases WHERE rental_id IN (${sql.join(
        leads.map((lead) => sql`${lead.id}`),
        sql`, `,
      )})`,
    );
    expect(recorded[0]!.n).toBe(3);
    for (const lead of leads) await expectInPool(lead.id);
  });

  it('and a finish of it at the same time release it once', async () => {
    const [lead] = await freshPool(1);
    const picker = a.pickers[0];
    expect(await claimed(picker)).toBe(lead!.id);
    server.clock.advance(31 * MINUTE);
    const [refused, swept] = await Promise.all([finish(picker), sweepExpiredHolds(server.app)]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(LEAD_RELEASED);
    expect(swept.length).toBeLessThanOrEqual(1);
    expect((await releasesOf(picker)).filter((row) => row.rentalId === lead!.id)).toHaveLength(1);
    await expectInPool(lead!.id);
  });
});

describe('the setting', () => {
  it('sets the minutes a hold may last, and says them', async () => {
    await setSettings(server, { releaseAfter: 45 });
    const [lead] = await freshPool(1);
    const picker = b.pickers[1];
    expect(await claimed(picker)).toBe(lead!.id);
    server.clock.advance(44 * MINUTE);
    expect(await claimed(picker)).toBe(lead!.id);
    expect(await sweepExpiredHolds(server.app)).toEqual([]);
    server.clock.advance(2 * MINUTE);
    expect((await finish(picker)).body).toMatchObject({
      message: expiredMessage(lead!.number, 45),
      code: LEAD_RELEASED,
    });
    expect((await releasesOf(picker)).at(-1)).toMatchObject({ rentalId: lead!.id, afterMinutes: 45 });
  });

  it('at 0 never releases a hold', async () => {
    await setSettings(server, { releaseAfter: 0 });
    const [lead] = await freshPool(2);
    const picker = b.pickers[1];
    const before = await releasesOf(picker);
    expect(await claimed(picker)).toBe(lead!.id);
    server.clock.advance(3 * 60 * MINUTE);
    expect(await claimed(picker)).toBe(lead!.id);
    expect(await sweepExpiredHolds(server.app)).toEqual([]);
    const finished = await finish(picker);
    expect(finished.status).toBe(200);
    expect(finished.body.data.rental._id).toBe(lead!.id);
    expect(await releasesOf(picker)).toEqual(before);
  });
});

describe('a supervisor’s release', () => {
  const releaseBy = (supervisor: UserRow, id: string) =>
    server.app.db.transaction((tx) =>
      returnToPool(tx, sql`id = ${id}`, {
        reason: 'released',
        by: supervisor.id,
        afterMinutes: null,
        now: server.clock.now(),
      }),
    );

  it('refuses the picker’s finish with the supervisor’s words', async () => {
    const [lead] = await freshPool(1);
    const picker = a.pickers[0];
    expect(await claimed(picker)).toBe(lead!.id);
    server.clock.advance(1000);
    expect(await releaseBy(a.admin, lead!.id)).toHaveLength(1);
    const refused = await finish(picker);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: `Your lead ${lead!.number} was released back to the pool by a supervisor`,
      code: LEAD_RELEASED,
    });
    expect((await releasesOf(picker)).at(-1)).toEqual({
      rentalId: lead!.id,
      reason: 'released',
      releasedBy: a.admin.id,
      afterMinutes: null,
    });
  });

  it('and a finish of the same lead never both succeed', async () => {
    const leads = await freshPool(2);
    const pickers = [a.pickers[1], b.pickers[0]];
    for (const picker of pickers) await claimed(picker);
    server.clock.advance(1000);
    const outcomes = await Promise.all(
      pickers.map(async (picker, i) => {
        const [finished, released] = await Promise.all([finish(picker), releaseBy(a.admin, leads[i]!.id)]);
        return {
          finished: finished.status,
          released: released.length,
          lead: await rentalById(server, leads[i]!.id),
        };
      }),
    );
    for (const { finished, released, lead } of outcomes) {
      if (finished === 200) {
        expect(released).toBe(0);
        expect(lead).toMatchObject({ isFinished: true, isFetched: true });
      } else {
        expect(finished).toBe(409);
        expect(released).toBe(1);
        expect(lead).toMatchObject({ isFinished: false, isFetched: false, fetcherId: null });
      }
    }
  });
});
