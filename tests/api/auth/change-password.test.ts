/**
 * Change password (docs/rules/auth.md#d3.10): every role changes its own, with the current password
 * asked again; the old one stops signing in, the new one signs in, the other sessions end at once
 * (their access tokens and refresh cookies refused) while the caller's goes on, an unused reset link
 * dies, and the change is audited. Wrong current passwords are limited as wrong codes are; bad input
 * is a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditApi,
  authApi,
  PASSWORD_TOO_SHORT,
  passwordApi,
  peopleApi,
  ROLES,
  SAME_PASSWORD,
  sessionsApi,
  WRONG_PASSWORD,
} from '../../../src/contract';
import {
  createUser,
  login,
  manualClock,
  readOutbox,
  resetTokenIn,
  startLeadsServer,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startLeadsServer();
});
afterAll(() => server.close());

const change = (token: string, body: unknown) =>
  server.api<{ ended: number }>('/auth/change-password', { body, token });

const canSignIn = async (email: string, password: string) =>
  (await server.call(authApi.login, { body: { email, password } })).status === 200;

describe('a user changing its own password', () => {
  it.each(ROLES)('works for a %s, ends its other sessions and keeps this one', async (role) => {
    const user = await createUser(server.app, { role });
    const here = await login(server, user.email, user.password);
    const phone = await login(server, user.email, user.password);

    const answer = await server.call(passwordApi.change, {
      token: here.accessToken,
      body: { currentPassword: user.password, newPassword: 'a-brand-new-secret' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Password changed', data: { ended: 1 } });

    expect(await canSignIn(user.email, user.password)).toBe(false);
    expect(await canSignIn(user.email, 'a-brand-new-secret')).toBe(true);
    expect((await server.call(peopleApi.profile, { token: here.accessToken })).status).toBe(200);
    expect((await server.call(peopleApi.profile, { token: phone.accessToken })).status).toBe(401);
    expect((await server.call(authApi.refresh, { refreshCookie: phone.refreshCookie })).status).toBe(401);
    expect((await server.call(authApi.refresh, { refreshCookie: here.refreshCookie })).status).toBe(200);
  });

  it('kills an unused reset link, and is in the audit trail without the password', async () => {
    const user = await createUser(server.app, { role: 'data-picker' });
    await server.call(authApi.forgetPassword, { body: { email: user.email } });
    const resetToken = resetTokenIn((await readOutbox(server)).at(-1)!);
    const { accessToken } = await login(server, user.email, user.password);

    const answer = await change(accessToken, {
      currentPassword: user.password,
      newPassword: 'second-secret-1',
    });
    expect(answer.status).toBe(200);
    const reset = await server.call(authApi.resetPassword, {
      body: { email: user.email, newPassword: 'hijacked-secret' },
      token: resetToken,
    });
    expect(reset.status).toBe(400);
    expect(await canSignIn(user.email, 'second-secret-1')).toBe(true);

    const root = await login(server, server.superAdmin.email, server.superAdmin.password);
    const trail = await server.call(auditApi.list, {
      token: root.accessToken,
      query: { action: 'password-changed', limit: 100 },
    });
    const entry = trail.body.data.result.find((row) => row.target?.id === user.id);
    expect(entry).toMatchObject({ action: 'password-changed', actor: { _id: user.id } });
    expect(JSON.stringify(trail.body)).not.toContain('second-secret-1');
  });
});

describe('a change refused', () => {
  it('with a wrong current password: 400 on its field, nothing changed, nothing ended', async () => {
    const user = await createUser(server.app, { role: 'team-leader' });
    const here = await login(server, user.email, user.password);
    const other = await login(server, user.email, user.password);
    const answer = await change(here.accessToken, {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: WRONG_PASSWORD,
      errors: [{ path: 'currentPassword', message: WRONG_PASSWORD }],
    });
    expect(await canSignIn(user.email, user.password)).toBe(true);
    expect((await server.call(peopleApi.profile, { token: other.accessToken })).status).toBe(200);
  });

  it('with the current password as the new one, or a short one, or fields missing', async () => {
    const user = await createUser(server.app, { role: 'admin' });
    const { accessToken } = await login(server, user.email, user.password);
    const same = await change(accessToken, { currentPassword: user.password, newPassword: user.password });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: 'newPassword', message: SAME_PASSWORD }]);
    const short = await change(accessToken, { currentPassword: user.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: 'newPassword', message: PASSWORD_TOO_SHORT }]);
    const empty = await change(accessToken, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((error) => error.path).sort()).toEqual(['currentPassword', 'newPassword']);
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('signed out: 401', async () => {
    const answer = await change('Bearer nothing', { currentPassword: 'a', newPassword: 'b-long-enough' });
    expect(answer.status).toBe(401);
  });

  it('past the wrong-code limit: 429 with Retry-After, the right password too, nothing changed', async () => {
    // An app of its own: the pooled one allows more tries than a test makes.
    const limited = await startTestServer({ now: manualClock().now, rateLimitMax: 3 });
    try {
      const user = await createUser(limited.app, { role: 'data-creator' });
      const token = tokenOf(limited, user);
      const send = (currentPassword: string) =>
        limited.api('/auth/change-password', {
          body: { currentPassword, newPassword: 'brand-new-pass' },
          token,
        });
      for (const attempt of [1, 2, 3]) expect((await send(`wrong-${attempt}`)).status).toBe(400);
      const refused = await send(user.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const signIn = await limited.call(authApi.login, {
        body: { email: user.email, password: user.password },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

it('lists no ended session as live afterwards', async () => {
  const user = await createUser(server.app, { role: 'data-picker' });
  const here = await login(server, user.email, user.password);
  await login(server, user.email, user.password);
  await change(here.accessToken, { currentPassword: user.password, newPassword: 'third-secret-9' });
  const live = await server.call(sessionsApi.listMine, { token: here.accessToken });
  expect(live.body.data.map((session) => session.current)).toEqual([true]);
});
