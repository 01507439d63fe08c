/**
 * The board's day of outcomes and skips (docs/rules/operations.md#d9.1, docs/rules/claiming.md#d5.5): each picker's row counts the holds it
 * ended today with each outcome and the leads it skipped, with the latest skip's reason, for the
 * supervisors whose scope holds it only; a hold ended by a waiting outcome is a pick toward the limit,
 * as the claim counts it, and the picker is idle since it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema';
import { type Board, leadsApi, NO_OUTCOMES, operationsApi } from '../../../src/contract';
import {
  buildGroup,
  endHold,
  type Group,
  manualClock,
  type Staff,
  setSettings,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let root: Staff;
let a: Group;
let b: Group;

const MINUTE = 60_000;

beforeAll(async () => {
  const clock = manualClock();
  server = { ...(await startTestServer({ now: clock.now })), clock };
  root = await superAdminOf(server);
  a = await buildGroup(server);
  b = await buildGroup(server);
});
afterAll(() => server.close());

async function boardOf(user: Staff, query: Record<string, string> = {}): Promise<Board> {
  const answer = await server.call(operationsApi.board, { token: tokenOf(server, user), query });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

const rowOf = (board: Board, picker: Staff) => board.pickers.find((row) => row._id === picker.id);
const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * 60 * MINUTE).toISOString();

/** Ends a hold a minute after the last, so each has its own time. */
async function end(picker: Staff, ending: Parameters<typeof endHold>[2]): Promise<string> {
  server.clock.advance(MINUTE);
  return endHold(server, picker, ending);
}

describe('a picker’s row', () => {
  it('counts today’s outcomes and skips, names the latest skip, and only in its scope', async () => {
    const [busy, quiet] = a.pickers;
    await end(busy, 'no-answer');
    await end(busy, { callbackAt: inHours(3) });
    await end(busy, 'not-interested');
    await end(busy, 'do-not-contact');
    await end(busy, 'valid');
    await end(busy, { skip: 'language' });
    await end(busy, { skip: 'other', note: 'Asked for a realtor' });
    const skippedAt = server.clock.now().toISOString();
    await end(b.picker, 'no-answer');
    await end(b.picker, 'no-answer');

    for (const supervisor of [a.admin, a.pickerLeader]) {
      const board = await boardOf(supervisor);
      expect(rowOf(board, busy)).toMatchObject({
        picksToday: 5,
        validToday: 1,
        invalidToday: 0,
        outcomesToday: {
          'no-answer': 1,
          callback: 1,
          'not-interested': 1,
          'do-not-contact': 1,
          unreachable: 0,
        },
        skipsToday: 2,
        lastSkip: { reason: 'other', note: 'Asked for a realtor', at: skippedAt },
        lastFinishAt: skippedAt,
      });
      expect(rowOf(board, quiet)).toMatchObject({
        outcomesToday: NO_OUTCOMES,
        skipsToday: 0,
        lastSkip: null,
      });
      // Another group's picker is not on this board.
      expect(rowOf(board, b.picker)).toBeUndefined();
      expect(board.header.finishedToday).toBe(5);
    }
    const other = rowOf(await boardOf(root, { adminId: b.admin.id }), b.picker);
    expect(other).toMatchObject({
      picksToday: 2,
      outcomesToday: { ...NO_OUTCOMES, 'no-answer': 2 },
      skipsToday: 0,
    });
    expect(rowOf(await boardOf(b.admin), b.picker)).toEqual(other);
  });

  it('counts a No Answer on the lead’s last attempt as Unreachable', async () => {
    await setSettings(server, { maxAttempts: 1 });
    try {
      await end(a.pickers[1], 'no-answer');
    } finally {
      await setSettings(server, { maxAttempts: 3 });
    }
    expect(rowOf(await boardOf(a.admin), a.pickers[1])?.outcomesToday).toEqual({
      ...NO_OUTCOMES,
      unreachable: 1,
    });
  });

  it('reaches the daily limit with waiting outcomes, as the claim refuses it, and the cap counts them', async () => {
    const group = await buildGroup(server);
    const picker = group.picker;
    await server.app.db.update(users).set({ pickLimit: 2 }).where(eq(users.id, picker.id));
    await end(picker, 'no-answer');
    await end(picker, { callbackAt: inHours(1) });
    const board = await boardOf(group.admin);
    expect(rowOf(board, picker)).toMatchObject({ state: 'limit', picksToday: 2, limit: 2 });
    expect(board.header.adminCap).toEqual({ used: 2, limit: 5000 });
    const refused = await server.call(leadsApi.claim, { token: tokenOf(server, picker) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'daily-limit' });
  });

  it('starts each Panama day at zero outcomes and skips', async () => {
    const group = await buildGroup(server);
    server.clock.set('2026-03-13T04:00:00.000Z');
    await end(group.picker, 'not-interested');
    await end(group.picker, { skip: 'duplicate' });
    expect(rowOf(await boardOf(group.admin), group.picker)).toMatchObject({
      outcomesToday: { ...NO_OUTCOMES, 'not-interested': 1 },
      skipsToday: 1,
      lastSkip: { reason: 'duplicate', note: null },
    });
    // 00:10 the next day in Panama.
    server.clock.set('2026-03-13T05:10:00.000Z');
    expect(rowOf(await boardOf(group.admin), group.picker)).toMatchObject({
      picksToday: 0,
      outcomesToday: NO_OUTCOMES,
      skipsToday: 0,
      lastSkip: null,
      lastFinishAt: '2026-03-13T04:02:00.000Z',
    });
  });
});
