import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCURRENT_REFRESH_MS } from '../../../server/src/services/auth/refresh-tokens';
import { authApi, peopleApi } from '../../../src/contract';
import { createUser, login, softDeleteUser, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signedInUser = async () => {
  const user = await createUser(server.app, { role: 'data-picker' });
  return { user, session: await login(server, user.email, user.password) };
};
const refresh = (refreshCookie?: string) => server.call(authApi.refresh, { refreshCookie });

describe('POST /auth/refresh-token', () => {
  it('rotates the cookie and answers a working access token', async () => {
    const { user, session } = await signedInUser();
    const res = await refresh(session.refreshCookie);
    expect(res.status).toBe(200);
    expect(res.body.data.user._id).toBe(user.id);
    expect(res.refreshCookie).toBeTruthy();
    expect(res.refreshCookie).not.toBe(session.refreshCookie);
    const profile = await server.call(peopleApi.profile, { token: res.body.data.accessToken });
    expect(profile.status).toBe(200);
    expect((await refresh(res.refreshCookie)).status).toBe(200);
  });

  it('accepts a JSON content type with an empty body', async () => {
    const { session } = await signedInUser();
    const res = await server.call(authApi.refresh, {
      refreshCookie: session.refreshCookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const { session } = await signedInUser();
    const second = await refresh(session.refreshCookie);
    const third = await refresh(second.refreshCookie);
    expect(third.status).toBe(200);

    const reuse = await refresh(session.refreshCookie);
    expect(reuse.status).toBe(401);
    expect(reuse.body.success).toBe(false);
    expect(reuse.refreshCookie).toBe('');
    expect((await refresh(third.refreshCookie)).status).toBe(401);
  });

  it('keeps the session when two refreshes of one cookie come together', async () => {
    const { session } = await signedInUser();
    const [first, second] = await Promise.all([
      refresh(session.refreshCookie),
      refresh(session.refreshCookie),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await refresh(second.refreshCookie)).status).toBe(200);
  });

  it('still revokes the family when a rotated token comes back after the moment of its rotation', async () => {
    const { session } = await signedInUser();
    const next = await refresh(session.refreshCookie);
    expect(next.status).toBe(200);
    server.clock.advance(CONCURRENT_REFRESH_MS + 1000);
    expect((await refresh(session.refreshCookie)).status).toBe(401);
    expect((await refresh(next.refreshCookie)).status).toBe(401);
  });

  it('leaves the other sessions of the user alone', async () => {
    const { user, session } = await signedInUser();
    const other = await login(server, user.email, user.password);
    await refresh(session.refreshCookie);
    await refresh(session.refreshCookie);
    expect((await refresh(other.refreshCookie)).status).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown one and with an expired one', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const { session } = await signedInUser();
    server.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await refresh(session.refreshCookie)).status).toBe(401);
  });

  it('stops working once the user is deleted', async () => {
    const { user, session } = await signedInUser();
    await softDeleteUser(server.app, user.id);
    expect((await refresh(session.refreshCookie)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { session } = await signedInUser();
    const rotated = await refresh(session.refreshCookie);
    const res = await server.call(authApi.logout, { refreshCookie: rotated.refreshCookie });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.refreshCookie).toBe('');
    expect(res.refreshSetCookie).toMatch(/Path=\/api\/v1\/auth/);
    expect((await refresh(rotated.refreshCookie)).status).toBe(401);
  });

  it('succeeds signed out and with a token already revoked', async () => {
    expect((await server.call(authApi.logout)).status).toBe(200);
    const { session } = await signedInUser();
    await server.call(authApi.logout, { refreshCookie: session.refreshCookie });
    const again = await server.call(authApi.logout, { refreshCookie: session.refreshCookie });
    expect(again.status).toBe(200);
  });
});
