/**
 * The board's pool by age (docs/rules/operations.md#d9.5): the leads left in the pool counted under 1 day, 1–2
 * days, 2–7 days and over 7 days since they were entered, on the server's clock; the board's readers
 * only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import { type Board, operationsApi, type PoolAges } from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  type Group,
  heldBy,
  manualClock,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';

const DAY = 86_400_000;
const NONE: PoolAges = { underOneDay: 0, oneToTwoDays: 0, twoToSevenDays: 0, overSevenDays: 0 };

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let group: Group;

beforeAll(async () => {
  const clock = manualClock();
  server = { ...(await startTestServer({ now: clock.now })), clock };
  group = await buildGroup(server);
});
afterAll(() => server.close());

const readBoard = (user: UserRow) => server.call(operationsApi.board, { token: tokenOf(server, user) });
async function agesOf(user: UserRow): Promise<PoolAges> {
  const answer = await readBoard(user);
  expect(answer.status).toBe(200);
  return (answer.body.data as Board).header.poolAges;
}
const daysAgo = (days: number) => new Date(server.clock.now().getTime() - days * DAY);
const plus = (a: PoolAges, b: PoolAges): PoolAges => ({
  underOneDay: a.underOneDay + b.underOneDay,
  oneToTwoDays: a.oneToTwoDays + b.oneToTwoDays,
  twoToSevenDays: a.twoToSevenDays + b.twoToSevenDays,
  overSevenDays: a.overSevenDays + b.overSevenDays,
});

describe('the pool by age', () => {
  it('counts the pool’s leads under 1 day, 1–2 days, 2–7 days and over 7 days old', async () => {
    const before = await agesOf(group.admin);
    await addLeads(server, [
      { createdAt: daysAgo(0.5) },
      { createdAt: daysAgo(1.5) },
      { createdAt: daysAgo(1.9) },
      { createdAt: daysAgo(3) },
      { createdAt: daysAgo(10) },
      { createdAt: daysAgo(30) },
      { createdAt: daysAgo(40) },
      // Out of the pool: an invalid number and a held lead.
      { createdAt: daysAgo(0.5), numberStatus: 'invalid' },
      { createdAt: daysAgo(3), ...heldBy(group.picker, server.clock.now()) },
    ]);
    const after = await agesOf(group.admin);
    expect(after).toEqual(
      plus(before, { underOneDay: 1, oneToTwoDays: 2, twoToSevenDays: 1, overSevenDays: 3 }),
    );
    // The pool is every group's: a picker leader sees the same figures.
    expect(await agesOf(group.pickerLeader)).toEqual(after);
  });

  it('moves a lead to an older band as the clock moves', async () => {
    const before = await agesOf(group.admin);
    await addLeads(server, [{ createdAt: daysAgo(0.99) }]);
    expect(await agesOf(group.admin)).toEqual(plus(before, { ...NONE, underOneDay: 1 }));
    // No other lead of this pool is within half an hour of a band's edge.
    server.clock.advance(0.02 * DAY);
    expect(await agesOf(group.admin)).toEqual(plus(before, { ...NONE, oneToTwoDays: 1 }));
  });

  it('is refused with the board to creators, creator leaders and pickers (403)', async () => {
    for (const user of [group.creator, group.creatorLeader, group.picker]) {
      const refused = await readBoard(user);
      expect(refused.status, user.role).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('poolAges');
    }
  });
});
