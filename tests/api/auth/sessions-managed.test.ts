/**
 * A managed user's sessions (docs/rules/auth.md, "Sessions"; scope docs/rules/people.md#d4.4): the super-admin any
 * staff member's, an admin its group's, a leader the staff of its kind in its scope; someone out of
 * scope reads as unknown (404), a creator or picker is refused (403). Ending them closes the user's
 * sockets and refreshes at once, in the audit trail as the manager's act.
 */
import { and, eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/src/db/schema';
import { authApi, sessionsApi } from '../../../src/contract';
import {
  buildGroup,
  type Group,
  login,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let root: Staff;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startLeadsServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  root = await superAdminOf(server);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

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

const list = (caller: Staff, target: Staff) =>
  server.call(sessionsApi.listUser, { token: caller.token, values: { id: target.id } });
const end = (caller: Staff, target: Staff) =>
  server.call(sessionsApi.endUser, { token: caller.token, values: { id: target.id } });

describe('who may see and end whose sessions', () => {
  const cases: [string, () => Staff, () => Staff, number][] = [
    ['the super-admin, an admin', () => root, () => A.admin, 200],
    ['the super-admin, a picker', () => root, () => B.picker, 200],
    ['an admin, its leader', () => A.admin, () => A.creatorLeader, 200],
    ['an admin, its creator', () => A.admin, () => A.creator, 200],
    ['an admin, its picker', () => A.admin, () => A.picker, 200],
    ["an admin, another group's picker", () => A.admin, () => B.picker, 404],
    ['an admin, another admin', () => A.admin, () => B.admin, 404],
    ['an admin, the super-admin', () => A.admin, () => root, 404],
    [
      'a picker leader, a picker of another leader in its group',
      () => A.pickerLeader,
      () => A.pickers[1],
      200,
    ],
    ['a picker leader, a creator of its group', () => A.pickerLeader, () => A.creator, 404],
    ['a creator leader, its own creator', () => A.creatorLeaders[0], () => A.creators[0], 200],
    ["a creator leader, another leader's creator", () => A.creatorLeaders[0], () => A.creators[1], 404],
    ['a creator leader, its admin', () => A.creatorLeader, () => A.admin, 404],
    ['a creator, anyone', () => A.creator, () => A.picker, 403],
    ['a picker, itself', () => A.picker, () => A.picker, 403],
  ];

  it.each(cases)('%s: %i', async (_, caller, target, status) => {
    const seen = await list(caller(), target());
    expect([seen.status, seen.body.message]).toEqual([
      status,
      {
        200: 'Sessions retrieved successfully',
        403: 'You do not have access to this resource',
        404: 'User not found',
      }[status],
    ]);
    const ended = await end(caller(), target());
    expect(ended.status).toBe(status);
  });

  it('answers 401 without a token and 404 for an unknown id', async () => {
    expect((await server.call(sessionsApi.listUser, { values: { id: A.picker.id } })).status).toBe(401);
    const unknown = await server.call(sessionsApi.endUser, { token: root.token, values: { id: 'nobody' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
  });
});

describe("an admin ending a picker's sessions", () => {
  it('lists them, ends them all, closes their sockets and records each end as the admin’s act', async () => {
    const picker = A.pickers[1];
    const first = await login(server, picker.email, picker.password);
    const second = await login(server, picker.email, picker.password);
    const socket = await connect(second.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const seen = await list(A.admin, picker);
    expect(seen.body.data).toHaveLength(2);
    expect(seen.body.data.every((session) => !session.current)).toBe(true);

    const res = await end(A.admin, picker);
    expect([res.status, res.body.message, res.body.data]).toEqual([200, 'Sessions ended', { ended: 2 }]);
    expect(await closed).toBe('io server disconnect');
    for (const session of [first, second])
      expect((await server.call(authApi.refresh, { refreshCookie: session.refreshCookie })).status).toBe(401);
    expect((await list(A.admin, picker)).body.data).toEqual([]);

    const entries = await server.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'session-ended'), eq(auditEntries.targetId, picker.id)));
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry).toMatchObject({ actorId: A.admin.id, actorRole: 'admin', adminId: A.admin.id });
  });
});
