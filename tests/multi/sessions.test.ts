/**
 * Ending a session across processes (docs/rules/auth.md, "Sessions"): ended through one process, its
 * socket on the other closes at once (the PostgreSQL adapter carries the close), its refresh cookie is
 * refused on both, and the user's other session goes on.
 */
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authApi, sessionsApi } from '../../src/contract';
import { type Account, buildTeam, call, originOf, signIn, VIAS } from './support/cluster';

let creator: Account;
let admin: Account;
const sockets: Socket[] = [];

beforeAll(async () => {
  const team = await buildTeam(1);
  creator = team.creator;
  admin = team.admin;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A socket on process `via`, opened with `token`. */
async function connect(via: 'a' | 'b', token: string): Promise<Socket> {
  const socket = io(originOf(via), {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('disconnect', resolve);
    setTimeout(() => reject(new Error('the socket stayed open')), 5000);
  });

describe('a session ended on one process', () => {
  it('closes its socket on the other, and only that session’s', async () => {
    const ending = await signIn('b', creator.email);
    const staying = await signIn('a', creator.email);
    const endingSocket = await connect('b', ending.token);
    const stayingSocket = await connect('b', staying.token);
    const closed = disconnected(endingSocket);

    const mine = await call('a', sessionsApi.listMine, { token: staying.token });
    const id = mine.body.data.find((session) => !session.current)!._id;
    const ended = await call('a', sessionsApi.endMine, { token: staying.token, values: { id } });
    expect(ended.status, ended.body.message).toBe(200);

    expect(await closed).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
    for (const via of VIAS) {
      const refresh = await call(via, authApi.refresh, { refreshCookie: ending.refreshCookie });
      expect(refresh.status).toBe(401);
    }
  });

  it("closes a managed user's sockets on the other process when its admin ends them", async () => {
    const session = await signIn('a', creator.email);
    const socket = await connect('a', session.token);
    const closed = disconnected(socket);

    const ended = await call('b', sessionsApi.endUser, { token: admin.token, values: { id: creator.id } });
    expect(ended.status, ended.body.message).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
