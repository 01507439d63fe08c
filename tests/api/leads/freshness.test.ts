/**
 * Freshness (docs/rules/claiming.md#d5.26, docs/rules/claiming.md#d5.27): the claim serves the pool's fresh leads
 * first under every leadsType but `oldest`, and a lead's first call is kept on it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callsApi, DEFAULT_SETTINGS, type LeadsType, leadsApi } from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  query,
  setSettings,
  startLeadsServer,
  type TestServer,
} from '../support';

const HOUR = 3_600_000;

let server: TestServer;
let picker: Person;

beforeAll(async () => {
  server = await startLeadsServer();
  picker = (await buildTeam(server, { pickerLimit: 100_000 })).pickers[0]!;
});
afterAll(() => server.close());
beforeEach(async () => {
  // Each test starts with nothing held, an empty pool and default settings.
  await query(
    server,
    sql`UPDATE rentals SET is_finished = true, finished_date = ${server.clock.now()} WHERE is_fetched AND NOT is_finished`,
  );
  await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
  await setSettings(server, DEFAULT_SETTINGS);
});

const claim = () => server.call(leadsApi.claim, { token: picker.token() });
const finish = () =>
  server.call(leadsApi.finish, { token: picker.token(), body: { number_status: 'valid' } });

/** Claims and finishes `count` leads, returning their ids in claim order. */
async function claimInOrder(leadsType: LeadsType, count: number): Promise<string[]> {
  await setSettings(server, { leadsType });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const fetched = await claim();
    expect(fetched.status, fetched.body.message).toBe(200);
    ids.push(fetched.body.data.rental._id);
    await finish();
  }
  return ids;
}

/** `count` leads created `hoursAgo` hours before the clock, a second apart. */
const leadsAged = (hoursAgo: number, count: number) =>
  insertLeads(server, count, { from: new Date(server.clock.now().getTime() - hoursAgo * HOUR) });

async function firstCalledAt(id: string): Promise<Date | null> {
  const [row] = await query<{ at: string | null }>(
    server,
    sql`SELECT first_called_at AS at FROM rentals WHERE id = ${id}`,
  );
  return row!.at === null ? null : new Date(row!.at);
}

describe('the claim serves fresh leads first', () => {
  it('under random: every fresh lead before any older one, whatever their random keys', async () => {
    const old = await leadsAged(100, 4);
    const fresh = await leadsAged(3, 4);
    // The older leads' keys come first on the random index: only freshness puts the fresh ones first.
    await query(server, sql`UPDATE rentals SET rand = 0 WHERE id IN ${old}`);
    const claimed = await claimInOrder('random', 8);
    expect(new Set(claimed.slice(0, 4))).toEqual(new Set(fresh));
    expect(new Set(claimed.slice(4))).toEqual(new Set(old));
  });

  it('under random: spreads its first claim over the fresh leads', async () => {
    const firsts = new Set<string>();
    for (let pool = 0; pool < 12; pool++) {
      await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
      await leadsAged(72, 2);
      const fresh = await leadsAged(1, 6);
      const [first] = await claimInOrder('random', 1);
      expect(fresh).toContain(first);
      firsts.add(fresh.indexOf(first!).toString());
    }
    // Six fresh leads, twelve pools: the same first every time happens about once in 10^8 runs.
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('under newest and auto: fresh leads before older ones', async () => {
    const old = await leadsAged(100, 2);
    const fresh = await leadsAged(30, 2);
    expect(await claimInOrder('newest', 4)).toEqual([...fresh].reverse().concat([...old].reverse()));

    const oldAgain = await leadsAged(100, 2);
    const freshAgain = await leadsAged(30, 2);
    // The clock stands at 10:00 in Panama: leads 30 hours old are yesterday's, fresh, oldest first.
    expect(await claimInOrder('auto', 4)).toEqual([...freshAgain, ...oldAgain]);
  });

  it('under oldest: the oldest lead first, fresh or not', async () => {
    const old = await leadsAged(100, 2);
    const fresh = await leadsAged(3, 2);
    expect(await claimInOrder('oldest', 4)).toEqual([...old, ...fresh]);
  });

  it('follows Fresh for (hours): a lead older than it is no longer fresh', async () => {
    const older = await leadsAged(5, 1);
    const newer = await leadsAged(2, 1);
    await setSettings(server, { freshHours: 3 });
    await query(server, sql`UPDATE rentals SET rand = 0 WHERE id IN ${older}`);
    await query(server, sql`UPDATE rentals SET rand = 0.999999 WHERE id IN ${newer}`);
    expect(await claimInOrder('random', 2)).toEqual([...newer, ...older]);
  });
});

describe('the first call', () => {
  it('is the first Call or WhatsApp, kept when more calls and the finish follow', async () => {
    const [id] = await leadsAged(1, 1);
    await claim();
    expect(await firstCalledAt(id!)).toBeNull();
    server.clock.advance(60_000);
    const calledAt = server.clock.now();
    const call = await server.call(callsApi.start, {
      token: picker.token(),
      values: { id: id! },
      body: { channel: 'whatsapp' },
    });
    expect(call.status, call.body.message).toBe(200);
    expect(await firstCalledAt(id!)).toEqual(calledAt);
    server.clock.advance(60_000);
    await server.call(callsApi.start, {
      token: picker.token(),
      values: { id: id! },
      body: { channel: 'call' },
    });
    await finish();
    expect(await firstCalledAt(id!)).toEqual(calledAt);
  });

  it('is the first ending when no call came before it, and a later serve keeps it', async () => {
    const [id] = await leadsAged(1, 1);
    await claim();
    server.clock.advance(120_000);
    const endedAt = server.clock.now();
    const noAnswer = await server.call(leadsApi.finish, {
      token: picker.token(),
      body: { outcome: 'no-answer' },
    });
    expect(noAnswer.status, noAnswer.body.message).toBe(200);
    expect(await firstCalledAt(id!)).toEqual(endedAt);
    server.clock.advance(DEFAULT_SETTINGS.noAnswerRetryMinutes * 60_000);
    expect((await claim()).body.data.rental._id).toBe(id);
    await finish();
    expect(await firstCalledAt(id!)).toEqual(endedAt);
  });

  it('is none for a lead claimed and skipped', async () => {
    const [id] = await leadsAged(1, 1);
    await claim();
    const skipped = await server.call(leadsApi.skip, {
      token: picker.token(),
      body: { reason: 'duplicate' },
    });
    expect(skipped.status, skipped.body.message).toBe(200);
    expect(await firstCalledAt(id!)).toBeNull();
  });
});
