/**
 * GET /rental/desk (docs/rules/claiming.md#d5.12): what a picker's Collect screen shows when it opens, read without
 * claiming: the held lead (not one whose hold expired), a pause that runs now with its end, the delay
 * left after the last ending; the picker's own only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, leadsApi } from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  rentalById,
  setSettings,
  startLeadsServer,
  type TestServer,
} from '../support';
import { claimAs, emptyPool, endAs } from './hand-back';

let server: TestServer;
let a: Person;
let b: Person;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
  await emptyPool(server);
  [a, b] = (await buildTeam(server, { pickers: 2 })).pickers as [Person, Person];
});

const desk = async (who: Person) => {
  const res = await server.call(leadsApi.desk, { token: who.token() });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

describe("a picker's desk", () => {
  it('is empty before any claim', async () => {
    await insertLeads(server, 1);
    expect(await desk(a)).toEqual({ rental: null, pausedUntil: null, waitSeconds: 0 });
  });

  it('shows the held lead as the claim answered it, and claims nothing itself', async () => {
    const [first, second] = await insertLeads(server, 2);
    const claimed = (await claimAs(server, a)).body.data.rental;
    const seen = await desk(a);
    expect(seen.rental).toEqual(claimed);
    expect(seen.rental?._id).toBe(first);
    // Another picker's desk holds nothing, and reading it took no lead from the pool.
    expect((await desk(b)).rental).toBeNull();
    expect(await rentalById(server, second!)).toMatchObject({ isFetched: false, fetcherId: null });
  });

  it('holds nothing once the lead ended, and tells the delay left', async () => {
    await setSettings(server, { delayTime: 30, isDelayEnabled: true });
    await insertLeads(server, 2);
    await claimAs(server, a);
    expect((await endAs(server, a, { outcome: 'no-answer' })).status).toBe(200);
    server.clock.advance(12_000);
    expect(await desk(a)).toEqual({ rental: null, pausedUntil: null, waitSeconds: 18 });
    server.clock.advance(18_000);
    expect((await desk(a)).waitSeconds).toBe(0);
  });

  it('tells a pause that runs now with its end, and none before or after it', async () => {
    const start = server.clock.now().getTime() - 60_000;
    await setSettings(server, {
      isHoldEnabled: true,
      holdTime: 5,
      holdEnabledAt: new Date(start).toISOString(),
    });
    expect((await desk(a)).pausedUntil).toBe(new Date(start + 5 * 60_000).toISOString());
    server.clock.advance(4 * 60_000);
    expect((await desk(a)).pausedUntil).toBeNull();
    await setSettings(server, {
      isHoldEnabled: true,
      holdTime: 5,
      holdEnabledAt: new Date(server.clock.now().getTime() + 60_000).toISOString(),
    });
    expect((await desk(a)).pausedUntil).toBeNull();
  });

  it('does not show a hold older than releaseAfter as held', async () => {
    await setSettings(server, { releaseAfter: 30 });
    await insertLeads(server, 1);
    await claimAs(server, a);
    server.clock.advance(29 * 60_000);
    expect((await desk(a)).rental).not.toBeNull();
    server.clock.advance(2 * 60_000);
    expect((await desk(a)).rental).toBeNull();
  });
});
