import { sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CreatorMessage, DEFAULT_SETTINGS, leadsApi, messagesApi, pathTo } from '../../../src/contract';
import {
  addPerson,
  as,
  buildTeam,
  insertLeads,
  type Person,
  query,
  type SecondServer,
  setSettings,
  startLeadsServer,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let second: SecondServer | undefined;
let picker: Person;
let creatorA: Person;
let creatorB: Person;
let admin: Person;
const sockets: Socket[] = [];

type JoinAnswer = { ok: true } | { ok: false; message: string };

/** Connects with `token` (or none); resolves once connected, rejects with the server's refusal. */
function connect(token: string | undefined, origin = new URL(server.baseUrl).origin): Promise<Socket> {
  const socket = connectClient(origin, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const join = (socket: Socket, userId: string): Promise<JoinAnswer> => socket.emitWithAck('join', userId);

/** The next `newMessage` this socket receives. */
const nextMessage = (socket: Socket) =>
  new Promise<CreatorMessage>((resolve) => socket.once('newMessage', resolve));

const send = (to: Person, message: string, via: Pick<TestServer, 'api'> = server) =>
  as<CreatorMessage>(via, picker, pathTo(messagesApi.send), {
    method: messagesApi.send.method,
    body: { creatorId: to.id, message },
  });

beforeAll(async () => {
  server = await startLeadsServer();
  if (process.env.DATABASE_URL) second = await startSecondServer(server);
  const team = await buildTeam(server);
  creatorA = team.creator;
  admin = team.admin;
  creatorB = await addPerson(server, {
    role: 'data-creator',
    adminId: team.creator.user.adminId,
    teamLeaderId: team.creator.user.teamLeaderId,
  });
  picker = team.pickers[0]!;
  // The picker works one lead of each creator, so it may message both.
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
  await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
  await insertLeads(server, 1, { creator: creatorA });
  await insertLeads(server, 1, { creator: creatorB, from: server.clock.now() });
  for (let i = 0; i < 2; i++) {
    expect((await server.call(leadsApi.claim, { token: picker.token() })).status).toBe(200);
    await server.call(leadsApi.finish, { token: picker.token(), body: { number_status: 'valid' } });
  }
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

describe('the socket handshake', () => {
  it('refuses a connection without a token', async () => {
    await expect(connect(undefined)).rejects.toThrow('Please log in');
  });

  it('refuses a malformed token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('Your session has expired, please log in again');
  });

  it('refuses an expired token', async () => {
    const token = creatorA.token();
    server.clock.advance(16 * 60_000);
    await expect(connect(token)).rejects.toThrow('Your session has expired, please log in again');
  });

  it('refuses the token of a user deleted since it was issued', async () => {
    const gone = await addPerson(server, { role: 'data-creator' });
    const token = gone.token();
    await query(server, sql`UPDATE users SET is_deleted = true, deleted_at = now() WHERE id = ${gone.id}`);
    await expect(connect(token)).rejects.toThrow('Your session has expired, please log in again');
  });

  it('accepts a valid token', async () => {
    const socket = await connect(creatorA.token());
    expect(socket.connected).toBe(true);
  });
});

describe('rooms and newMessage', () => {
  it('lets a socket join only its own user’s room', async () => {
    const socket = await connect(creatorA.token());
    expect(await join(socket, creatorB.id)).toEqual({
      ok: false,
      message: 'You may only join your own room',
    });
    expect(await join(socket, creatorA.id)).toEqual({ ok: true });
  });

  it('delivers to every tab of the creator, with the stored message as payload', async () => {
    const tabs = await Promise.all([connect(creatorA.token()), connect(creatorA.token())]);
    for (const tab of tabs) expect(await join(tab, creatorA.id)).toEqual({ ok: true });
    const arriving = tabs.map(nextMessage);
    const sent = await send(creatorA, 'Is the number right?');
    expect(sent.status).toBe(200);
    const received = await Promise.all(arriving);
    expect(received).toEqual([sent.body.data, sent.body.data]);
    expect(sent.body.data).toMatchObject({
      message: 'Is the number right?',
      read: false,
      picker: { _id: picker.id, name: picker.user.name },
    });
  });

  it('never delivers another creator’s message, even to a socket that asked for that room', async () => {
    const socketA = await connect(creatorA.token());
    await join(socketA, creatorB.id);
    await join(socketA, creatorA.id);
    const socketB = await connect(creatorB.token());
    await join(socketB, creatorB.id);
    const toA = nextMessage(socketA);
    const toB = nextMessage(socketB);
    // Messages reach a socket in the order they were sent: had B's reached A, it would come first.
    await send(creatorB, 'for B');
    await send(creatorA, 'for A');
    expect((await toA).message).toBe('for A');
    expect((await toB).message).toBe('for B');
  });
});

if (process.env.DATABASE_URL)
  describe('across two server processes', () => {
    it('delivers a message sent through one process to a creator connected to the other', async () => {
      const countOf = (app: TestServer['app']) => app.io.of('/').adapter.serverCount();
      await vi.waitFor(
        async () => {
          expect(await countOf(server.app)).toBe(2);
          expect(await countOf(second!.app)).toBe(2);
        },
        { timeout: 20_000, interval: 100 },
      );
      const socket = await connect(creatorA.token(), new URL(second!.baseUrl).origin);
      await join(socket, creatorA.id);
      const arriving = nextMessage(socket);
      const sent = await send(creatorA, 'across processes');
      expect(await arriving).toEqual(sent.body.data);
    });

    it('closes a process without cutting off its adapter’s last message', async () => {
      const third = await startSecondServer(server);
      const warn = vi.spyOn(third.app.log, 'warn');
      const failed = vi.spyOn(third.app.log, 'error');
      await vi.waitFor(async () => expect(await third.app.io.of('/').adapter.serverCount()).toBe(3), {
        timeout: 20_000,
        interval: 100,
      });
      await third.close();
      expect([...warn.mock.calls, ...failed.mock.calls]).toEqual([]);
    });
  });

describe('a socket outliving its session', () => {
  it('is dropped as a lost transport when its token expires, and that token cannot reconnect', async () => {
    // The server drops the socket on a real timer at the token's expiry: long enough that a busy
    // machine's connect (over a second on CI's PostgreSQL run) still finds the token valid.
    const ttlMs = 4000;
    const own = await startTestServer({ accessTokenTtlMs: ttlMs });
    try {
      const user = await addPerson(own, { role: 'data-creator' });
      const token = user.token();
      const origin = new URL(own.baseUrl).origin;
      const socket = await connect(token, origin);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect(await closed).toBe('transport close');
      own.clock.advance(ttlMs);
      await expect(connect(token, origin)).rejects.toThrow('Your session has expired, please log in again');
    } finally {
      await own.close();
    }
  });

  it('is closed by the server at once when its account is deleted, so it does not reconnect', async () => {
    const gone = await addPerson(server, {
      role: 'data-creator',
      adminId: creatorA.user.adminId,
      teamLeaderId: creatorA.user.teamLeaderId,
    });
    const socket = await connect(gone.token());
    expect(await join(socket, gone.id)).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const deleted = await as(server, admin, `/dataCreator/deleteDataCreator/${gone.id}`, { method: 'PATCH' });
    expect(deleted.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });
});

describe('closing the server', () => {
  it('drops its sockets as a lost transport, so clients reconnect by themselves, and closes', async () => {
    const own = await startLeadsServer(undefined, { own: true });
    const user = await addPerson(own, { role: 'data-creator' });
    const socket = await connect(user.token(), new URL(own.baseUrl).origin);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await own.close();
    expect(await closed).toBe('transport close');
  });
});
