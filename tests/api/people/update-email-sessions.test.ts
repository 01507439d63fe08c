/**
 * A changed email ends the user's sessions (docs/rules/auth.md#d3.6, docs/rules/people.md#d4.3): its refresh cookie no longer refreshes,
 * its access tokens are refused, its open sockets close, and it signs in with the new email only. A
 * change of name or contact ends nothing.
 */
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { authApi, peopleApi } from '../../../src/contract';
import { buildGroup, type Group, login, startLeadsServer, type TestServer } from '../support';

let server: TestServer;
let A: Group;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startLeadsServer();
  A = await buildGroup(server);
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

const update = (id: string, body: object) =>
  server.call(peopleApi.updateDataPickerInfo, { token: A.admin.token, values: { id }, body });

it('ends every session of the user whose email changed', async () => {
  const picker = A.pickers[0];
  const session = await login(server, picker.email, picker.password);
  const socket = await connect(session.accessToken);
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  // Into the next second: a token's iat counts whole seconds (services/auth/password-changed.ts).
  server.clock.advance(1500);

  const res = await update(picker.id, { email: 'moved.on@staff.test' });
  expect(res.status).toBe(200);

  expect(await closed).toBe('io server disconnect');
  const refresh = await server.call(authApi.refresh, { refreshCookie: session.refreshCookie });
  expect(refresh.status).toBe(401);
  const profile = await server.call(peopleApi.profile, { token: session.accessToken });
  expect([profile.status, profile.body.message]).toEqual([
    401,
    'Your session has expired, please log in again',
  ]);
  await expect(connect(session.accessToken)).rejects.toThrow('Your session has expired, please log in again');

  const oldEmail = await server.call(authApi.login, {
    body: { email: picker.email, password: picker.password },
  });
  expect(oldEmail.status).toBe(401);
  const fresh = await login(server, 'moved.on@staff.test', picker.password);
  expect((await server.call(peopleApi.profile, { token: fresh.accessToken })).body.data).toMatchObject({
    _id: picker.id,
    email: 'moved.on@staff.test',
  });
});

it('leaves the sessions alone when only the name or contact changed', async () => {
  const picker = A.pickers[1];
  const session = await login(server, picker.email, picker.password);
  const socket = await connect(session.accessToken);
  server.clock.advance(1500);

  const res = await update(picker.id, { name: 'Still Signed In', contact: '+50761234567' });
  expect(res.status).toBe(200);

  const refresh = await server.call(authApi.refresh, { refreshCookie: session.refreshCookie });
  expect(refresh.status).toBe(200);
  expect((await server.call(peopleApi.profile, { token: session.accessToken })).status).toBe(200);
  expect(socket.connected).toBe(true);
});
