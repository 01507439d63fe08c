/**
 * Wrong two-factor codes are limited per user and address (docs/rules/auth.md, "Two-factor"), with the
 * sign-in's 429 and Retry-After; another address or user keeps its own count, and the password
 * limits still hold with two-factor on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, pathTo, twoFactorApi } from '../../../src/contract';
import { addUser, codeOf, enrolTwoFactor, passwordStep, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitMax: 3 });
});
afterAll(() => server.close());

/** inject() can pose as any client address, which one machine over real HTTP cannot. */
const codeFrom = (remoteAddress: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1${pathTo(twoFactorApi.loginCode)}`,
    payload,
    remoteAddress,
  });

describe('wrong two-factor codes', () => {
  it('answers 429 with Retry-After after the limit, a right code too, per user and address', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    const wrong = codeOf(server, secret, 9);
    for (const _ of [1, 2, 3])
      expect((await codeFrom('10.9.0.1', { ticket, code: wrong })).statusCode).toBe(401);
    const refused = await codeFrom('10.9.0.1', { ticket, code: codeOf(server, secret) });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
    });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter));
    // Another address has its own count.
    expect((await codeFrom('10.9.0.2', { ticket, code: codeOf(server, secret) })).statusCode).toBe(200);
  });

  it('counts recovery codes and the profile’s codes toward the same limit', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const { secret } = await enrolTwoFactor(server, admin);
    const { ticket } = await passwordStep(server, admin);
    for (const _ of [1, 2, 3])
      expect((await codeFrom('127.0.0.1', { ticket, recoveryCode: 'zzzzz-zzzzz' })).statusCode).toBe(401);
    const renew = await server.call(twoFactorApi.regenerate, {
      token: admin.token,
      body: { code: codeOf(server, secret) },
    });
    expect(renew.status).toBe(429);
  });

  it('keeps the password limits with two-factor on', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    await enrolTwoFactor(server, creator);
    const attempt = (password: string, remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v1${pathTo(authApi.login)}`,
        payload: { email: creator.email, password },
        remoteAddress,
      });
    for (const n of [1, 2, 3]) expect((await attempt('wrong', `10.8.0.${n}`)).statusCode).toBe(401);
    expect((await attempt(creator.password, '10.8.0.4')).statusCode).toBe(429);
  });
});
