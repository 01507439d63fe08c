/**
 * The board's live rooms (docs/rules/operations.md#d9.2): who may watch which board, and the `boardChanged` each change
 * of a group's work sends, within a second, to that group's boards and the super-admin's whole board,
 * never to another group's.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import {
  DEFAULT_SETTINGS,
  dealsApi,
  leadsApi,
  NOT_YOUR_BOARD,
  operationsApi,
  peopleApi,
  settingsApi,
} from '../../../src/contract';
import {
  addLeads,
  addRental,
  addUser,
  buildGroup,
  closeDeal,
  type Group,
  heldBy,
  pickedBy,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';
import { joinBoard, nextEvent, socketPool } from './board-sockets';

let server: TestServer;
let root: Staff;
let a: Group;
let b: Group;
/** Pickers' sockets, closed after each test; the watchers below stay for the whole file. */
let pickers: ReturnType<typeof socketPool>;
let watchers: ReturnType<typeof socketPool>;

beforeAll(async () => {
  server = await startLeadsServer();
  pickers = socketPool(server);
  watchers = socketPool(server);
  root = await superAdminOf(server);
  a = await buildGroup(server);
  b = await buildGroup(server);
});
afterEach(() => pickers.closeAll());
afterAll(async () => {
  watchers.closeAll();
  await server.close();
});

const watcher = (user: UserRow) => watchers.connect(tokenOf(server, user));
const REFUSED = { ok: false, message: NOT_YOUR_BOARD };

describe('joinBoard', () => {
  it('lets the super-admin watch the whole board or any one group', async () => {
    const socket = await watcher(root);
    expect(await joinBoard(socket)).toEqual({ ok: true });
    expect(await joinBoard(socket, b.admin.id)).toEqual({ ok: true });
  });

  it.each([
    ['an admin', () => a.admin],
    ['a picker leader', () => a.pickerLeader],
  ])('lets %s watch its own group, and refuses another group’s', async (_, who) => {
    const socket = await watcher(who());
    expect(await joinBoard(socket)).toEqual({ ok: true });
    expect(await joinBoard(socket, a.admin.id)).toEqual({ ok: true });
    expect(await joinBoard(socket, b.admin.id)).toEqual(REFUSED);
  });

  it.each([
    ['a creator leader', () => a.creatorLeader],
    ['a creator', () => a.creator],
    ['a picker', () => a.picker],
  ])('refuses %s any board, its own group’s too', async (_, who) => {
    const socket = await watcher(who());
    expect(await joinBoard(socket)).toEqual(REFUSED);
    expect(await joinBoard(socket, a.admin.id)).toEqual(REFUSED);
  });

  it('refuses an admin id that is not a string', async () => {
    const socket = await watcher(root);
    expect(await joinBoard(socket, { $ne: null } as unknown as string)).toEqual(REFUSED);
  });
});

describe('boardChanged', () => {
  let adminBoard: Socket;
  let leaderBoard: Socket;
  let wholeBoard: Socket;
  let otherBoard: Socket;
  let otherHeard = 0;

  beforeAll(async () => {
    adminBoard = await watcher(a.admin);
    leaderBoard = await watcher(a.pickerLeader);
    wholeBoard = await watcher(root);
    otherBoard = await watcher(b.admin);
    for (const socket of [adminBoard, leaderBoard, wholeBoard, otherBoard]) {
      expect(await joinBoard(socket)).toEqual({ ok: true });
    }
    otherBoard.on('boardChanged', () => {
      otherHeard += 1;
    });
    await addLeads(server, [{}, {}, {}]);
  });

  /** Group A's boards and the whole board hear of `change` within a second of its start. */
  async function expectHeard(change: () => Promise<{ status: number } | unknown>) {
    const heard = [adminBoard, leaderBoard, wholeBoard].map((socket) => nextEvent(socket, 'boardChanged'));
    const answer = await change();
    if (answer && typeof answer === 'object' && 'status' in answer) expect(answer.status).toBeLessThan(300);
    await Promise.all(heard);
  }

  const picker = () => a.picker;
  const as = (user: UserRow) => ({ token: tokenOf(server, user) });

  it('follows a claim', async () => {
    await expectHeard(() => server.call(leadsApi.claim, as(picker())));
  });

  it('follows a finish', async () => {
    await expectHeard(() =>
      server.call(leadsApi.finish, { ...as(picker()), body: { number_status: 'valid' } }),
    );
  });

  it('follows a make-invalid', async () => {
    const lead = await addRental(server, {});
    await expectHeard(() => server.call(leadsApi.makeInvalid, { ...as(picker()), values: { id: lead.id } }));
  });

  it('follows a release', async () => {
    const lead = await addRental(server, heldBy(a.pickers[1], server.clock.now()));
    await expectHeard(() => server.call(operationsApi.release, { ...as(a.admin), values: { id: lead.id } }));
  });

  it('follows a deal and its final close', async () => {
    const lead = await addRental(server, pickedBy(picker(), server.clock.now()));
    let dealId = '';
    await expectHeard(async () => {
      dealId = (await closeDeal(server, as(picker()), lead))._id;
    });
    await expectHeard(() =>
      server.call(dealsApi.finalClose, { ...as(a.admin), values: { id: dealId }, body: { status: 'done' } }),
    );
  });

  it('follows a picker connecting and leaving', async () => {
    let socket: Socket | undefined;
    await expectHeard(async () => {
      socket = await pickers.connect(tokenOf(server, a.pickers[1]));
    });
    await expectHeard(async () => socket?.disconnect());
  });

  it('follows a picker’s limit changed, or the picker deleted', async () => {
    const extra = await addUser(server, {
      role: 'data-picker',
      adminId: a.admin.id,
      teamLeaderId: a.pickerLeader.id,
    });
    await expectHeard(() =>
      server.call(peopleApi.updateDataPickerInfo, {
        ...as(a.admin),
        values: { id: extra.id },
        body: { limit: 7 },
      }),
    );
    await expectHeard(() =>
      server.call(peopleApi.deleteDataPicker, { ...as(a.admin), values: { id: extra.id } }),
    );
  });

  it('never reached another group’s board: its first event is its own group’s', async () => {
    // Events reach a socket in the order they were sent: had one of group A's reached B's board, it
    // would have come before this one.
    const own = nextEvent(otherBoard, 'boardChanged');
    const socket = await pickers.connect(tokenOf(server, b.picker));
    await own;
    expect(otherHeard).toBe(1);
    // Its leaving is heard here too, so no event of it is still on its way to the next test.
    const left = nextEvent(otherBoard, 'boardChanged');
    socket.disconnect();
    await left;
  });

  it('reaches every group’s board when the settings change', async () => {
    const heard = [adminBoard, otherBoard, wholeBoard].map((socket) => nextEvent(socket, 'boardChanged'));
    const answer = await server.call(settingsApi.update, { ...as(root), body: DEFAULT_SETTINGS });
    expect(answer.status).toBe(200);
    await Promise.all(heard);
  });

  it('tells the boards once per batch, not once per connection, when pickers reconnect in a loop', async () => {
    let heard = 0;
    const count = () => {
      heard += 1;
    };
    adminBoard.on('boardChanged', count);
    try {
      const sockets = await Promise.all(
        Array.from({ length: 30 }, () => pickers.connect(tokenOf(server, a.pickers[1]))),
      );
      for (const socket of sockets) socket.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
      adminBoard.off('boardChanged', count);
    }
    expect(heard).toBeGreaterThan(0);
    expect(heard).toBeLessThanOrEqual(10);
  });

  it('tells the group a connected picker moved to when it leaves (docs/rules/people.md#d4.8)', async () => {
    const moving = await addUser(server, {
      role: 'data-picker',
      adminId: a.admin.id,
      teamLeaderId: a.pickerLeader.id,
    });
    let socket: Socket | undefined;
    await expectHeard(async () => {
      socket = await pickers.connect(tokenOf(server, moving));
    });
    const moveHeard = nextEvent(otherBoard, 'boardChanged');
    const moved = await server.call(peopleApi.moveDataPicker, {
      ...as(root),
      values: { id: moving.id },
      body: { toId: b.pickerLeader.id },
    });
    expect(moved.status).toBe(200);
    await moveHeard;
    const left = nextEvent(otherBoard, 'boardChanged');
    socket?.disconnect();
    await left;
  });
});

describe('a leader moved to another group (docs/rules/people.md#d4.8)', () => {
  it('stops watching the board it left at once, and watches its new group’s once it connects again', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: a.admin.id,
      assignFor: 'rental-picker',
    });
    const token = tokenOf(server, leader);
    const before = await watchers.connect(token);
    expect(await joinBoard(before)).toEqual({ ok: true });
    const closed = nextEvent<string>(before, 'disconnect');
    const moved = await server.call(peopleApi.moveTeamLeader, {
      token: tokenOf(server, root),
      values: { id: leader.id },
      body: { toId: b.admin.id },
    });
    expect(moved.status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const after = await watchers.connect(token);
    expect(await joinBoard(after)).toEqual({ ok: true });
    expect(await joinBoard(after, a.admin.id)).toEqual(REFUSED);
    const heard = nextEvent(after, 'boardChanged');
    const limit = await server.call(peopleApi.updateDataPickerInfo, {
      token: tokenOf(server, b.admin),
      values: { id: b.picker.id },
      body: { limit: 7 },
    });
    expect(limit.status).toBe(200);
    await heard;
  });
});
