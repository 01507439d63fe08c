/**
 * A password reset ends the account's access tokens at once (docs/rules/auth.md#d3.6): every route, the picker's
 * claim and finish (which check the account and the token in their own statement) and the sockets, not 15 minutes later.
 */
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authApi, leadsApi, peopleApi } from '../../../src/contract';
import { createUser, login, readOutbox, resetTokenIn, startLeadsServer, type TestServer } from '../support';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startLeadsServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

async function resetPassword(email: string, newPassword: string) {
  await server.call(authApi.forgetPassword, { body: { email } });
  const token = resetTokenIn((await readOutbox(server)).at(-1)!);
  const res = await server.call(authApi.resetPassword, { body: { email, newPassword }, token });
  expect(res.status).toBe(200);
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

describe('a password reset', () => {
  it('refuses the access tokens and the refresh cookie issued before it, at once', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    const before = await login(server, user.email, user.password);
    // Half a second into the next second: the old token's iat (whole seconds) is before the reset's.
    server.clock.advance(1500);
    await resetPassword(user.email, 'brand-new-secret');

    for (const res of [
      await server.call(peopleApi.profile, { token: before.accessToken }),
      await server.call(leadsApi.claim, { token: before.accessToken }),
      await server.call(leadsApi.finish, { token: before.accessToken, body: { number_status: 'valid' } }),
      await server.call(leadsApi.openCallback, { token: before.accessToken, values: { id: 'any-lead' } }),
      await server.call(leadsApi.myCallbacks, { token: before.accessToken }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired, please log in again');
    }
    expect((await server.call(authApi.refresh, { refreshCookie: before.refreshCookie })).status).toBe(401);
  });

  it('lets a token signed after it work, even within the same second', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    server.clock.advance(1500);
    await resetPassword(user.email, 'brand-new-secret');
    const after = await login(server, user.email, 'brand-new-secret');

    expect((await server.call(peopleApi.profile, { token: after.accessToken })).status).toBe(200);
    const claim = await server.call(leadsApi.claim, { token: after.accessToken });
    expect(claim.status).toBe(404);
    expect(claim.body.message).toBe('No rental is available right now');
    expect(
      (await server.call(leadsApi.finish, { token: after.accessToken, body: { number_status: 'valid' } }))
        .status,
    ).toBe(404);
    const refreshed = await server.call(authApi.refresh, { refreshCookie: after.refreshCookie });
    expect(refreshed.status).toBe(200);
  });

  it('closes the sockets the old token opened, which cannot come back with it', async () => {
    const user = await createUser(server.app, { role: 'data-creator' });
    const before = await login(server, user.email, user.password);
    const socket = await connect(before.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    server.clock.advance(1500);
    await resetPassword(user.email, 'brand-new-secret');

    expect(await closed).toBe('io server disconnect');
    await expect(connect(before.accessToken)).rejects.toThrow(
      'Your session has expired, please log in again',
    );
    const after = await login(server, user.email, 'brand-new-secret');
    expect((await connect(after.accessToken)).connected).toBe(true);
  });
});
