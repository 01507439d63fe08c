/**
 * When the erased values' files are rewritten (docs/rules/client-data.md#d13.6): the rewrite holds every
 * request for seconds to a minute, so an erasure only asks for it, and it runs in the quiet hour
 * (03:00 in Panama), or at the next check once asked for a day ago. The ask is in the settings row, so
 * it outlives a restart; a process rewriting holds a claim that keeps the others out until it lapses.
 * The clock starts at 10:00 in Panama; the checks are the timer's, made by hand.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { claimFilesRewrite, endFilesRewrite } from '../../../server/src/services/client-data/files-rewrite';
import { clientDataApi } from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  manualClock,
  query,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

const HOUR = 3_600_000;
const clock = manualClock();

let server: TestServer;
let group: Group;
let root: Staff;
let nextNumber = 5075550400;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  group = await buildGroup(server);
  root = await superAdminOf(server);
});
afterAll(() => server.close());

beforeEach(async () => {
  clock.set('2026-03-10T15:00:00.000Z');
  await server.app.db.execute(
    sql`UPDATE settings SET rewrite_asked = 0, rewrite_done = 0, rewrite_due_since = NULL, rewrite_claimed_until = NULL`,
  );
});

/** Erases a client of one lead, as the super-admin at the clock's time. */
async function erase(): Promise<void> {
  const number = `+1${nextNumber++}`;
  await addRental(server, { ...createdBy(group.creator), number, clientName: 'Rhea Calloway' });
  const answer = await server.call(clientDataApi.erase, {
    token: tokenOf(server, root),
    body: { number, reason: 'Law 81 request' },
  });
  expect(answer.status).toBe(200);
}

const ask = async () =>
  (
    await query<{ asked: number; done: number; due: string | null; claimed: boolean }>(
      server,
      sql`SELECT rewrite_asked AS asked, rewrite_done AS done,
        to_char(rewrite_due_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due,
        rewrite_claimed_until IS NOT NULL AS claimed FROM settings`,
    )
  )[0];

const check = () => server.app.erasureUpkeep.check();

it('waits for 03:00 in Panama after an erasure at 10:00, then rewrites once', async () => {
  await erase();
  expect(await ask()).toMatchObject({ asked: 1, done: 0, due: clock.now().toISOString(), claimed: false });
  expect(await check()).toBe(false);

  clock.set('2026-03-11T07:59:00.000Z');
  expect(await check()).toBe(false);
  clock.set('2026-03-11T08:05:00.000Z');
  expect(await check()).toBe(true);
  expect(await ask()).toMatchObject({ asked: 1, done: 1, due: null, claimed: false });
  expect(await check()).toBe(false);
});

it('rewrites at the next check, whatever the hour, once the ask is a day old', async () => {
  await erase();
  clock.advance(23 * HOUR);
  expect(await check()).toBe(false);
  clock.advance(HOUR);
  expect(await check()).toBe(true);
  expect(await ask()).toMatchObject({ done: 1, due: null });
});

it('leaves the rewrite to the process that claimed it, until its claim lapses', async () => {
  await erase();
  clock.set('2026-03-11T08:00:00.000Z');
  // Another process claims it at 03:00 and stops before it ends.
  expect(await claimFilesRewrite(server.app.db, clock.now(), 3)).toBe(1);
  clock.advance(HOUR / 2);
  expect(await check()).toBe(false);
  // Its claim lapsed at 05:00, but outside the quiet hour only a day-old ask runs.
  clock.set('2026-03-11T14:00:00.000Z');
  expect(await check()).toBe(false);
  clock.set('2026-03-11T15:00:00.000Z');
  expect(await check()).toBe(true);
  expect(await ask()).toMatchObject({ asked: 1, done: 1, claimed: false });
});

it('asks for another rewrite after one an erasure came during', async () => {
  await erase();
  clock.set('2026-03-11T08:00:00.000Z');
  const started = clock.now();
  const covered = await claimFilesRewrite(server.app.db, started, 3);
  await erase();
  await endFilesRewrite(server.app.db, { covered: covered!, started, finished: true });
  expect(await ask()).toMatchObject({ asked: 2, done: 1, due: started.toISOString(), claimed: false });
  expect(await check()).toBe(true);
  expect(await ask()).toMatchObject({ asked: 2, done: 2, due: null });
});

it('keeps the ask when a rewrite fails, for the next check', async () => {
  await erase();
  clock.set('2026-03-11T08:00:00.000Z');
  const started = clock.now();
  const covered = await claimFilesRewrite(server.app.db, started, 3);
  await endFilesRewrite(server.app.db, { covered: covered!, started, finished: false });
  expect(await ask()).toMatchObject({ asked: 1, done: 0, claimed: false });
  expect(await check()).toBe(true);
});
