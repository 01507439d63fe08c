/**
 * GET /operations/board (docs/rules/operations.md#d9.1): the rows and the header each supervisor sees, and the refusals.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import { users } from '../../../server/src/db/schema';
import { type Board, operationsApi } from '../../../src/contract';
import {
  addGroup,
  addLeads,
  addRental,
  addUser,
  buildGroup,
  closeDeal,
  type Group,
  heldBy,
  manualClock,
  pickedBy,
  type Staff,
  type StaffGroup,
  setSettings,
  softDeleteUser,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';
import { socketPool } from './board-sockets';

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let root: Staff;
let a: Group;
let b: Group;
let sockets: ReturnType<typeof socketPool>;

beforeAll(async () => {
  const clock = manualClock();
  server = { ...(await startTestServer({ now: clock.now })), clock };
  sockets = socketPool(server);
  root = await superAdminOf(server);
  a = await buildGroup(server);
  b = await buildGroup(server);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

const readBoard = (user: UserRow | undefined, query: Record<string, string> = {}) =>
  server.call(operationsApi.board, { token: user && tokenOf(server, user), query });

async function boardOf(user: UserRow, query: Record<string, string> = {}): Promise<Board> {
  const answer = await readBoard(user, query);
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe('Board loaded');
  return answer.body.data;
}

const idsOf = (board: Board) => board.pickers.map((row) => row._id).sort();
const sorted = (staff: Staff[]) => staff.map((user) => user.id).sort();
const rowOf = (board: Board, picker: Staff) => board.pickers.find((row) => row._id === picker.id);

describe('who sees which pickers', () => {
  it('shows the super-admin every group, or the one its adminId names', async () => {
    const all = await boardOf(root);
    expect(idsOf(all)).toEqual(expect.arrayContaining(sorted([...a.pickers, ...b.pickers])));
    expect(all.header.adminCap).toBeNull();
    const onlyA = await boardOf(root, { adminId: a.admin.id });
    expect(idsOf(onlyA)).toEqual(sorted(a.pickers));
    expect(onlyA.header.adminCap).toEqual({ used: 0, limit: 5000 });
  });

  it('shows an empty board, not an error, for an admin id nobody has', async () => {
    const board = await boardOf(root, { adminId: 'no-such-admin' });
    expect(board.pickers).toEqual([]);
    expect(board.header).toMatchObject({ heldNow: 0, finishedToday: 0, adminCap: null });
  });

  it('shows an admin its own group only, whatever adminId it sends', async () => {
    expect(idsOf(await boardOf(a.admin))).toEqual(sorted(a.pickers));
    expect(idsOf(await boardOf(a.admin, { adminId: b.admin.id }))).toEqual(sorted(a.pickers));
  });

  it('shows a picker leader its whole group, the other leader’s pickers too', async () => {
    const board = await boardOf(a.pickerLeader);
    expect(idsOf(board)).toEqual(sorted(a.pickers));
    expect(board.pickers.map((row) => row.team_leader_name).sort()).toEqual(
      a.pickerLeaders.map((leader) => leader.name).sort(),
    );
    expect(idsOf(await boardOf(b.pickerLeader, { adminId: a.admin.id }))).toEqual(sorted(b.pickers));
  });

  it('leaves out deleted pickers', async () => {
    const gone = await addUser(server, {
      role: 'data-picker',
      adminId: a.admin.id,
      teamLeaderId: a.pickerLeader.id,
    });
    expect(idsOf(await boardOf(a.admin))).toContain(gone.id);
    await softDeleteUser(server.app, gone.id);
    expect(idsOf(await boardOf(a.admin))).toEqual(sorted(a.pickers));
  });

  it.each([
    ['a creator leader', () => a.creatorLeader],
    ['a creator', () => a.creator],
    ['a picker', () => a.picker],
  ])('refuses %s (403)', async (_, who) => {
    const answer = await readBoard(who());
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: 'You do not have access to this resource' });
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await readBoard(undefined)).status).toBe(401);
  });

  it('answers a field error for an adminId too long', async () => {
    const answer = await readBoard(root, { adminId: 'x'.repeat(65) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.path)).toEqual(['adminId']);
  });
});

describe('each picker’s row', () => {
  let team: StaffGroup;
  const minutesAgo = (minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

  beforeAll(async () => {
    team = await addGroup(server, { leaders: 1, creators: 0, pickers: 4, adminPickLimit: 20 });
  });

  it('says holding (number, since), limit reached, idle (with its last finish) or offline', async () => {
    const [holder, atLimit, idle, offline] = team.pickers as [Staff, Staff, Staff, Staff];
    // The holder is also at its limit (lowered after it claimed): holding comes first.
    await server.app.db.update(users).set({ pickLimit: 1 }).where(eq(users.id, holder.id));
    await server.app.db.update(users).set({ pickLimit: 2 }).where(eq(users.id, atLimit.id));
    const [, held] = await addLeads(server, [
      pickedBy(holder, minutesAgo(30)),
      heldBy(holder, minutesAgo(2)),
      pickedBy(atLimit, minutesAgo(20), 'invalid'),
      pickedBy(atLimit, minutesAgo(10)),
      pickedBy(idle, minutesAgo(5)),
    ]);
    await sockets.connect(tokenOf(server, idle));

    const board = await boardOf(team.admin);
    expect(rowOf(board, holder)).toMatchObject({
      state: 'holding',
      holding: { rentalId: held!.id, number: held!.number, since: minutesAgo(2).toISOString() },
      picksToday: 1,
      limit: 1,
      online: false,
    });
    expect(rowOf(board, atLimit)).toMatchObject({
      state: 'limit',
      holding: null,
      picksToday: 2,
      limit: 2,
      validToday: 1,
      invalidToday: 1,
      lastFinishAt: minutesAgo(10).toISOString(),
    });
    expect(rowOf(board, idle)).toMatchObject({
      state: 'idle',
      online: true,
      picksToday: 1,
      limit: 100,
      lastFinishAt: minutesAgo(5).toISOString(),
    });
    expect(rowOf(board, offline)).toMatchObject({
      state: 'offline',
      online: false,
      picksToday: 0,
      lastFinishAt: null,
      dealsToday: 0,
      team_leader_id: team.pickerLeaders[0]!.id,
      team_leader_name: team.pickerLeaders[0]!.name,
    });
    expect(board.at).toBe(server.clock.now().toISOString());
    // The header sums the rows; the cap counts the group's picks and its held lead, as a claim does.
    expect(board.header).toMatchObject({
      heldNow: 1,
      finishedToday: 4,
      adminCap: { used: 5, limit: 20 },
    });
    expect((await boardOf(root, { adminId: team.admin.id })).header.adminCap).toEqual({ used: 5, limit: 20 });
  });

  it('turns idle into offline when the picker’s socket goes', async () => {
    const idle = team.pickers[2]!;
    const socket = await sockets.connect(tokenOf(server, idle));
    expect(rowOf(await boardOf(team.admin), idle)?.state).toBe('idle');
    socket.disconnect();
    await vi.waitFor(async () => expect(rowOf(await boardOf(team.admin), idle)?.state).toBe('offline'));
  });
});

describe('the header', () => {
  it('counts the leads left in the pool, shared by every group', async () => {
    const before = (await boardOf(a.admin)).header.poolLeft;
    expect((await boardOf(b.admin)).header.poolLeft).toBe(before);
    await addLeads(server, [{}, {}, {}, { numberStatus: 'invalid' }, heldBy(b.picker, server.clock.now())]);
    expect((await boardOf(a.admin)).header.poolLeft).toBe(before + 3);
  });

  it('shows the hold window on until its end, then off', async () => {
    const now = server.clock.now().getTime();
    await setSettings(server, {
      isHoldEnabled: true,
      holdTime: 30,
      holdEnabledAt: new Date(now - 10 * 60_000).toISOString(),
    });
    try {
      expect((await boardOf(a.admin)).header.hold).toEqual({
        on: true,
        until: new Date(now + 20 * 60_000).toISOString(),
      });
      server.clock.advance(20 * 60_000);
      expect((await boardOf(a.admin)).header.hold).toEqual({ on: false, until: null });
    } finally {
      await setSettings(server, { isHoldEnabled: false, holdTime: 0, holdEnabledAt: null });
    }
    expect((await boardOf(a.admin)).header.hold).toEqual({ on: false, until: null });
  });

  it('gives a picker leader its admin’s cap, and the super-admin none on its whole board', async () => {
    expect((await boardOf(a.pickerLeader)).header.adminCap).toEqual((await boardOf(a.admin)).header.adminCap);
    expect((await boardOf(root)).header.adminCap).toBeNull();
  });
});

describe('today across a Panama midnight', () => {
  // 23:50 in Panama (UTC−5), then 00:10 the next day.
  const LATE = '2026-03-12T04:50:00.000Z';
  const EARLY = '2026-03-12T05:10:00.000Z';

  it('counts picks, valid and invalid, and deals of the Panama day only', async () => {
    const team = await addGroup(server, { leaders: 1, creators: 0, pickers: 1 });
    const picker = team.pickers[0]!;
    const token = () => ({ token: tokenOf(server, picker) });
    server.clock.set(LATE);
    const at = (iso: string, minutes: number) => new Date(Date.parse(iso) - minutes * 60_000);
    const [late] = await addLeads(server, [
      pickedBy(picker, at(LATE, 10)),
      pickedBy(picker, at(LATE, 5), 'invalid'),
    ]);
    await closeDeal(server, token(), late!);
    expect(rowOf(await boardOf(team.admin), picker)).toMatchObject({
      picksToday: 2,
      validToday: 1,
      invalidToday: 1,
      dealsToday: 1,
    });

    server.clock.set(EARLY);
    const early = await addRental(server, pickedBy(picker, at(EARLY, 5)));
    const row = rowOf(await boardOf(team.admin), picker);
    expect(row).toMatchObject({ picksToday: 1, validToday: 1, invalidToday: 0, dealsToday: 0 });
    expect(row?.lastFinishAt).toBe(at(EARLY, 5).toISOString());
    await closeDeal(server, token(), early);
    expect(rowOf(await boardOf(team.admin), picker)?.dealsToday).toBe(1);
  });
});
