/**
 * OIDC_PASSWORD_LOGIN=off (docs/rules/auth.md, "Single sign-on"): the password form signs in the
 * super-admin only; everyone else is refused with a 403 saying where to sign in, told only once the
 * password is right, while wrong passwords and rate limits answer as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, oidcApi } from '../../../src/contract';
import { addUser, PASSWORD } from '../support';
import { type SsoSetup, startSsoServer } from '../support/oidc-browser';

let setup: SsoSetup;
beforeAll(async () => {
  setup = await startSsoServer({}, { passwordLogin: false, rateLimitMax: 5 });
}, 60_000);
afterAll(() => setup.close());

describe('the password form off', () => {
  it('says so to the login', async () => {
    const answer = await setup.server.call(oidcApi.config);
    expect(answer.body.data).toEqual({ enabled: true, label: 'Test provider', passwordLogin: false });
  });

  it('refuses a right password of anyone but the super-admin with a 403 and no session', async () => {
    const admin = await addUser(setup.server, { role: 'admin' });
    const answer = await setup.server.call(authApi.login, {
      body: { email: admin.email, password: PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Sign in with Test provider: the password form is for the super-admin only',
    );
    expect(answer.refreshCookie).toBeUndefined();
  });

  it('answers a wrong password as before, so nothing tells which accounts exist', async () => {
    const picker = await addUser(setup.server, { role: 'data-picker' });
    const wrong = await setup.server.call(authApi.login, {
      body: { email: picker.email, password: 'wrong-pass' },
    });
    const unknown = await setup.server.call(authApi.login, {
      body: { email: 'none@staff.test', password: 'wrong-pass' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Invalid email or password']);
    expect([unknown.status, unknown.body.message]).toEqual([401, 'Invalid email or password']);
  });

  it('signs the super-admin in', async () => {
    const { email, password } = setup.server.superAdmin;
    const answer = await setup.server.call(authApi.login, { body: { email, password } });
    expect(answer.status).toBe(200);
    expect(answer.refreshCookie).toBeTruthy();
  });

  it('keeps the rate limit on the password form', async () => {
    const body = { email: 'limited@staff.test', password: 'wrong-pass' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await setup.server.call(authApi.login, { body })).status);
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
