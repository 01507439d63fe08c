/**
 * A user's signed-in devices (docs/rules/auth.md, "Sessions"): the list shows each sign-in with its
 * browser and address, the caller's own marked; ending one stops its refresh, its access tokens and
 * its sockets at once while the others go on; each end is in the audit trail.
 */
import { desc, eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/src/db/schema';
import { authApi, type LoginResult, peopleApi, sessionsApi } from '../../../src/contract';
import { createUser, startLeadsServer, type TestServer } from '../support';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startLeadsServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

async function signIn(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const res = await server.api<LoginResult>('/auth/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return { accessToken: res.body.data.accessToken, refreshCookie: res.refreshCookie! };
}

function connect(token: string): Promise<Socket> {
  const socket = connectClient(new URL(server.baseUrl).origin, {
    path: '/socket.io',
    auth: { token },
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

const listMine = (token: string) => server.call(sessionsApi.listMine, { token });
const refresh = (refreshCookie: string) => server.call(authApi.refresh, { refreshCookie });

describe('the sessions list', () => {
  it('shows the current session with its browser, address and times', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const session = await signIn(user.email, user.password);

    const res = await listMine(session.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sessions retrieved successfully');
    const at = server.clock.now().toISOString();
    expect(res.body.data).toEqual([
      {
        _id: expect.any(String),
        browser: 'Chrome on Windows',
        address: '127.0.0.1',
        createdAt: at,
        lastSeenAt: at,
        current: true,
      },
    ]);
  });

  it('shows two sign-ins as two sessions, the last seen first, and a refresh moves last seen', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    const first = await signIn(user.email, user.password, FIREFOX_LINUX);
    server.clock.advance(60_000);
    const second = await signIn(user.email, user.password);

    const both = (await listMine(second.accessToken)).body.data;
    expect(both.map((s) => [s.browser, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Linux', false],
    ]);

    server.clock.advance(60_000);
    const refreshed = await refresh(first.refreshCookie);
    expect(refreshed.status).toBe(200);
    const after = (await listMine(refreshed.body.data.accessToken)).body.data;
    expect(after.map((s) => [s.browser, s.current, s.lastSeenAt])).toEqual([
      ['Firefox on Linux', true, server.clock.now().toISOString()],
      ['Chrome on Windows', false, both[0]!.lastSeenAt],
    ]);
  });

  it('leaves out sessions whose refresh token has expired', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    await signIn(user.email, user.password);
    server.clock.advance(server.app.config.refreshTokenTtlMs + 1000);
    const now = await signIn(user.email, user.password);
    expect((await listMine(now.accessToken)).body.data).toHaveLength(1);
  });

  it('refuses a caller with no token', async () => {
    expect((await server.call(sessionsApi.listMine)).status).toBe(401);
  });
});

describe('ending a session', () => {
  it('stops its refresh, its access token and its socket at once, and the other session goes on', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const other = await signIn(user.email, user.password, FIREFOX_LINUX);
    const mine = await signIn(user.email, user.password);
    const socket = await connect(other.accessToken);
    const mySocket = await connect(mine.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const otherId = (await listMine(mine.accessToken)).body.data.find((s) => !s.current)!._id;

    const res = await server.call(sessionsApi.endMine, { token: mine.accessToken, values: { id: otherId } });
    expect([res.status, res.body.message, res.body.data]).toEqual([200, 'Session ended', { ended: 1 }]);

    expect(await closed).toBe('io server disconnect');
    expect(mySocket.connected).toBe(true);
    expect((await refresh(other.refreshCookie)).status).toBe(401);
    const profile = await server.call(peopleApi.profile, { token: other.accessToken });
    expect([profile.status, profile.body.message]).toEqual([
      401,
      'Your session has expired, please log in again',
    ]);
    await expect(connect(other.accessToken)).rejects.toThrow('Your session has expired, please log in again');

    const stillMine = await refresh(mine.refreshCookie);
    expect(stillMine.status).toBe(200);
    const left = (await listMine(stillMine.body.data.accessToken)).body.data;
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it("answers 404 for an ended session, another user's and an unknown id, and ends nothing", async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const stranger = await createUser(server.app, { role: 'data-creator' });
    const mine = await signIn(user.email, user.password);
    const theirs = await signIn(stranger.email, stranger.password);
    const theirId = (await listMine(theirs.accessToken)).body.data[0]!._id;

    for (const id of [theirId, 'no-such-session']) {
      const res = await server.call(sessionsApi.endMine, { token: mine.accessToken, values: { id } });
      expect([res.status, res.body.message]).toEqual([404, 'Session not found']);
    }
    expect((await refresh(theirs.refreshCookie)).status).toBe(200);
    const tooLong = await server.call(sessionsApi.endMine, {
      token: mine.accessToken,
      values: { id: 'x'.repeat(65) },
    });
    expect(tooLong.status).toBe(400);
  });

  it('ends the current session too when asked by its id, like a sign-out', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    const mine = await signIn(user.email, user.password);
    const id = (await listMine(mine.accessToken)).body.data[0]!._id;
    const res = await server.call(sessionsApi.endMine, { token: mine.accessToken, values: { id } });
    expect(res.status).toBe(200);
    expect((await refresh(mine.refreshCookie)).status).toBe(401);
    expect((await listMine(mine.accessToken)).status).toBe(401);
  });
});

describe('a session ended otherwise', () => {
  it('by the reuse of a rotated refresh token: its socket closes and its access token is refused', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const session = await signIn(user.email, user.password);
    const rotated = await refresh(session.refreshCookie);
    expect(rotated.status).toBe(200);
    const socket = await connect(rotated.body.data.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    // Past the grace for two refreshes sent together: the first cookie again is a stolen copy.
    server.clock.advance(11_000);

    expect((await refresh(session.refreshCookie)).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
    expect((await listMine(rotated.body.data.accessToken)).status).toBe(401);
  });

  it('by a logout: its socket closes and it leaves the list', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const leaving = await signIn(user.email, user.password);
    const staying = await signIn(user.email, user.password);
    const socket = await connect(leaving.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await server.call(authApi.logout, { refreshCookie: leaving.refreshCookie });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await listMine(staying.accessToken)).body.data.map((s) => s.current)).toEqual([true]);
  });
});

describe('ending all sessions', () => {
  it('ends every other session and keeps the current one', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const others = [await signIn(user.email, user.password), await signIn(user.email, user.password)];
    const mine = await signIn(user.email, user.password);

    const res = await server.call(sessionsApi.endAllMine, { token: mine.accessToken });
    expect([res.status, res.body.message, res.body.data]).toEqual([200, 'Sessions ended', { ended: 2 }]);
    for (const other of others) expect((await refresh(other.refreshCookie)).status).toBe(401);
    expect((await refresh(mine.refreshCookie)).status).toBe(200);

    const again = await server.call(sessionsApi.endAllMine, { token: mine.accessToken });
    expect(again.body.data).toEqual({ ended: 0 });
  });

  it('with all=true ends the current one too', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const other = await signIn(user.email, user.password);
    const mine = await signIn(user.email, user.password);
    const res = await server.call(sessionsApi.endAllMine, { token: mine.accessToken, query: { all: true } });
    expect(res.body.data).toEqual({ ended: 2 });
    for (const session of [other, mine]) expect((await refresh(session.refreshCookie)).status).toBe(401);
  });

  it('refuses an all that is not true or false', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const mine = await signIn(user.email, user.password);
    const res = await server.call(sessionsApi.endAllMine, { token: mine.accessToken, query: { all: 'yes' } });
    expect([res.status, res.body.message]).toEqual([400, 'All must be true or false']);
    expect((await refresh(mine.refreshCookie)).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records each ended session as its user’s act, with the browser and address', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    await signIn(user.email, user.password, FIREFOX_LINUX);
    const mine = await signIn(user.email, user.password);
    await server.call(sessionsApi.endAllMine, { token: mine.accessToken });

    const entries = await server.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, user.id))
      .orderBy(desc(auditEntries.id));
    const ended = entries.filter((entry) => entry.action === 'session-ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actorId: user.id,
      actorRole: 'data-creator',
      targetKind: 'user',
      after: { browser: 'Firefox on Linux', address: '127.0.0.1', sessionId: expect.any(String) },
    });
  });
});
