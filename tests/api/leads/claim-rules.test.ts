import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, leadsApi } from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  query,
  setSettings,
  startLeadsServer,
  type TestServer,
} from '../support';

let server: TestServer;

beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
});

const claimAs = (picker: Person) => server.call(leadsApi.claim, { token: picker.token() });
const finishAs = (picker: Person, number_status: 'valid' | 'invalid' = 'valid') =>
  server.call(leadsApi.finish, { token: picker.token(), body: { number_status } });

/** Fetches and finishes one lead, failing loudly if either step is refused. */
async function pick(picker: Person) {
  const fetched = await claimAs(picker);
  expect(fetched.status, fetched.body.message).toBe(200);
  const finished = await finishAs(picker);
  expect(finished.status, finished.body.message).toBe(200);
  return fetched.body.data.rental._id;
}

const DAY_MS = 86_400_000;
const PANAMA_MS = -5 * 3_600_000;

/** Counted here from first principles: Panama is UTC−5, and midnight there is 05:00 UTC. */
const secondsToPanamaMidnight = () => {
  const now = server.clock.now().getTime();
  const midnight = (Math.floor((now + PANAMA_MS) / DAY_MS) + 1) * DAY_MS - PANAMA_MS;
  return Math.ceil((midnight - now) / 1000);
};

describe('the held lead', () => {
  it('comes back on every fetch until it is finished, with the pacing the widget needs', async () => {
    const { creator, pickers } = await buildTeam(server, { pickerLimit: 7 });
    const [picker] = pickers as [Person];
    await insertLeads(server, 3, { creator });
    const first = await claimAs(picker);
    const again = await claimAs(picker);
    expect(first.status).toBe(200);
    expect(again.body.data.rental._id).toBe(first.body.data.rental._id);
    expect(first.body.data).toMatchObject({ delayTime: 0, isDelayEnabled: false, todayPicked: 0, limit: 7 });
    expect(first.body.data.rental).toMatchObject({
      isFetched: true,
      isFinished: false,
      fetcherId: picker.id,
      creatorId: creator.id,
      creator: { name: creator.user.name, email: creator.user.email },
      fetcher: { name: picker.user.name, email: picker.user.email },
    });
    expect(first.body.data.rental.creator?.team_leader_name).toMatch(/team-leader/);
    expect(first.body.data.rental.fetcher?.admin_name).toMatch(/admin/);
    await finishAs(picker);
    const next = await claimAs(picker);
    expect(next.body.data.rental._id).not.toBe(first.body.data.rental._id);
    expect(next.body.data.todayPicked).toBe(1);
    await finishAs(picker);
  });

  it('answers 404 with its message when there is nothing to finish', async () => {
    const { pickers } = await buildTeam(server);
    const res = await finishAs(pickers[0]!);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You hold no rental');
  });
});

describe('the daily limit', () => {
  it('refuses once today’s picks reach the limit, until Panama midnight', async () => {
    const { pickers } = await buildTeam(server, { pickerLimit: 2 });
    const [picker] = pickers as [Person];
    await insertLeads(server, 4);
    await pick(picker);
    await pick(picker);
    const refused = await claimAs(picker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'daily-limit',
      retryAfter: secondsToPanamaMidnight(),
    });
    expect(refused.headers.get('retry-after')).toBe(String(secondsToPanamaMidnight()));
    // A client that ignores retryAfter is refused again.
    expect((await claimAs(picker)).status).toBe(429);

    server.clock.advance(secondsToPanamaMidnight() * 1000);
    await pick(picker);
  });
});

describe('the admin cap', () => {
  it('counts every picker of the admin, and a held lead counts as a pick to come', async () => {
    const { pickers } = await buildTeam(server, { pickers: 3, adminLimit: 2 });
    const [a, b, c] = pickers as [Person, Person, Person];
    await insertLeads(server, 5);
    await pick(a);
    expect((await claimAs(b)).status).toBe(200);
    const refused = await claimAs(c);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'admin-limit', retryAfter: secondsToPanamaMidnight() });
    // b still holds its lead and may finish it.
    expect((await finishAs(b)).status).toBe(200);
    expect((await claimAs(a)).body.code).toBe('admin-limit');
    // Another admin's pickers are not concerned.
    const other = await buildTeam(server);
    await pick(other.pickers[0]!);
    // Yesterday's picks are not today's: after Panama midnight the group may pick again.
    server.clock.advance(secondsToPanamaMidnight() * 1000);
    expect((await claimAs(c)).status).toBe(200);
    await finishAs(c);
  });
});

describe('the admin cap and the bypass', () => {
  it('leaves leads bypassed to the admin out of its pickers’ picks', async () => {
    const { admin, pickers } = await buildTeam(server, { adminLimit: 1 });
    const [bypassed] = await insertLeads(server, 2);
    // As the bypass records them: fetched and finished by the admin itself.
    await query(
      server,
      sql`UPDATE rentals SET is_fetched = true, is_finished = true, fetcher_id = ${admin.id},
        fetcher_admin_id = ${admin.id}, fetched_at = ${server.clock.now()}, finished_date = ${server.clock.now()}
      WHERE id = ${bypassed}`,
    );
    expect((await claimAs(pickers[0]!)).status).toBe(200);
    await finishAs(pickers[0]!);
  });
});

describe('the delay', () => {
  it('starts at a finish, tells the widget how long, and refuses a client that ignores it', async () => {
    await setSettings(server, { delayTime: 30, isDelayEnabled: true });
    const { pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    await insertLeads(server, 3);
    expect((await claimAs(picker)).body.data).toMatchObject({ delayTime: 30, isDelayEnabled: true });
    const finished = await finishAs(picker);
    expect(finished.body.data.waitSeconds).toBe(30);

    server.clock.advance(10_000);
    const refused = await claimAs(picker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'delay', retryAfter: 20 });
    server.clock.advance(19_500);
    expect((await claimAs(picker)).body).toMatchObject({ code: 'delay', retryAfter: 1 });
    server.clock.advance(500);
    expect((await claimAs(picker)).status).toBe(200);
    await finishAs(picker);
  });

  it('waits nothing when the delay is off', async () => {
    await setSettings(server, { delayTime: 30, isDelayEnabled: false });
    const { pickers } = await buildTeam(server);
    await insertLeads(server, 2);
    await pick(pickers[0]!);
    const fetched = await claimAs(pickers[0]!);
    expect(fetched.status).toBe(200);
    expect((await finishAs(pickers[0]!)).body.data.waitSeconds).toBe(0);
  });
});

describe('the hold', () => {
  it('refuses every fetch inside the window, lets a holder keep and finish its lead, and ends on time', async () => {
    const { pickers } = await buildTeam(server, { pickers: 2 });
    const [holder, other] = pickers as [Person, Person];
    await insertLeads(server, 3);
    expect((await claimAs(holder)).status).toBe(200);
    const start = new Date(server.clock.now().getTime() - 60_000).toISOString();
    await setSettings(server, { isHoldEnabled: true, holdTime: 5, holdEnabledAt: start });

    const refused = await claimAs(other);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'Fetching is on hold', code: 'hold', retryAfter: 240 });
    expect((await claimAs(holder)).status).toBe(200);
    expect((await finishAs(holder)).status).toBe(200);
    expect((await claimAs(holder)).body.code).toBe('hold');

    server.clock.advance(239_000);
    expect((await claimAs(other)).body).toMatchObject({ code: 'hold', retryAfter: 1 });
    server.clock.advance(1_000);
    expect((await claimAs(other)).status).toBe(200);
    await finishAs(other);
  });

  it('does nothing before its start, when switched off, or with no length', async () => {
    const { pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    await insertLeads(server, 3);
    const later = new Date(server.clock.now().getTime() + 60_000).toISOString();
    await setSettings(server, { isHoldEnabled: true, holdTime: 5, holdEnabledAt: later });
    await pick(picker);
    const earlier = new Date(server.clock.now().getTime() - 60_000).toISOString();
    await setSettings(server, { isHoldEnabled: false, holdTime: 5, holdEnabledAt: earlier });
    await pick(picker);
    await setSettings(server, { isHoldEnabled: true, holdTime: 0, holdEnabledAt: earlier });
    await pick(picker);
  });
});

describe('a picker deleted while its token is still valid', () => {
  it('fetches nothing and cannot finish: the fetch and finish statements check the account', async () => {
    const { pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    await insertLeads(server, 2);
    expect((await claimAs(picker)).status).toBe(200);
    await query(server, sql`UPDATE users SET is_deleted = true, deleted_at = now() WHERE id = ${picker.id}`);
    const fetched = await claimAs(picker);
    expect(fetched.status).toBe(401);
    expect(fetched.body.message).toBe('Your session has expired, please log in again');
    const finished = await finishAs(picker);
    expect(finished.status).toBe(401);
    const rows = await query(server, sql`SELECT is_finished FROM rentals WHERE fetcher_id = ${picker.id}`);
    expect(rows).toEqual([{ is_finished: false }]);
  });
});

describe('the pool', () => {
  it('answers 404 with a code when it is empty, and never hands out an invalid lead', async () => {
    await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
    const { pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    const empty = await claimAs(picker);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ message: 'No rental is available right now', code: 'pool-empty' });

    const [id] = await insertLeads(server, 1);
    const marked = await server.call(leadsApi.makeInvalid, { token: picker.token(), values: { id: id! } });
    expect(marked.status).toBe(200);
    expect((await claimAs(picker)).body.code).toBe('pool-empty');
  });
});
