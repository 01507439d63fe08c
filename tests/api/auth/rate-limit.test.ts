import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, pathTo } from '../../../src/contract';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitMax: 3 });
});
afterAll(() => server.close());

/** inject() can pose as any client address, which one machine over real HTTP cannot. */
const attempt = (path: string, email: string, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: { email, password: 'x' },
    remoteAddress,
  });

describe('sign-in rate limits', () => {
  it('limits one IP trying many emails', async () => {
    for (const n of [1, 2, 3]) {
      expect((await attempt(pathTo(authApi.login), `ip-${n}@rental-leads.test`, '10.0.0.1')).statusCode).toBe(
        401,
      );
    }
    const refused = await attempt(pathTo(authApi.login), 'ip-4@rental-leads.test', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts/) });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter));
  });

  it('limits one email tried from many IPs, in any case', async () => {
    for (const n of [1, 2, 3]) {
      expect(
        (await attempt(pathTo(authApi.login), 'Target@rental-leads.test', `10.0.1.${n}`)).statusCode,
      ).toBe(401);
    }
    expect((await attempt(pathTo(authApi.login), 'target@rental-leads.test', '10.0.1.4')).statusCode).toBe(
      429,
    );
    expect((await attempt(pathTo(authApi.login), 'other@rental-leads.test', '10.0.1.5')).statusCode).toBe(
      401,
    );
  });

  it('limits forget-password too, with counters of its own', async () => {
    for (const n of [1, 2, 3]) {
      expect(
        (await attempt(pathTo(authApi.forgetPassword), `fp-${n}@rental-leads.test`, '10.0.0.1')).statusCode,
      ).toBe(200);
    }
    expect(
      (await attempt(pathTo(authApi.forgetPassword), 'fp-4@rental-leads.test', '10.0.0.1')).statusCode,
    ).toBe(429);
  });

  it('limits reset-password too, per address and per email (issue 14)', async () => {
    for (const n of [1, 2, 3]) {
      expect(
        (await attempt(pathTo(authApi.resetPassword), `rp-${n}@rental-leads.test`, '10.0.2.1')).statusCode,
      ).toBe(400);
    }
    const refused = await attempt(pathTo(authApi.resetPassword), 'rp-4@rental-leads.test', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts/),
    });
    for (const n of [1, 2, 3]) {
      expect(
        (await attempt(pathTo(authApi.resetPassword), 'rp-target@rental-leads.test', `10.0.3.${n}`))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await attempt(pathTo(authApi.resetPassword), 'rp-target@rental-leads.test', '10.0.3.4')).statusCode,
    ).toBe(429);
  });
});

describe('behind a proxy', () => {
  /** A login sent by the proxy at 10.9.0.1 on behalf of `client`. */
  const viaProxy = (app: TestServer['app'], email: string, client: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${pathTo(authApi.login)}`,
      payload: { email, password: 'x' },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('counts each client apart when TRUST_PROXY names the proxy', async () => {
    const proxied = await startTestServer({ rateLimitMax: 2, trustProxy: '10.9.0.0/16' });
    try {
      for (const n of [1, 2]) {
        expect((await viaProxy(proxied.app, `a-${n}@rental-leads.test`, '203.0.113.1')).statusCode).toBe(401);
      }
      expect((await viaProxy(proxied.app, 'a-3@rental-leads.test', '203.0.113.1')).statusCode).toBe(429);
      expect((await viaProxy(proxied.app, 'b-1@rental-leads.test', '203.0.113.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For from anyone it was not told to trust', async () => {
    for (const n of [1, 2, 3]) {
      expect((await viaProxy(server.app, `spoof-${n}@rental-leads.test`, `198.51.100.${n}`)).statusCode).toBe(
        401,
      );
    }
    expect((await viaProxy(server.app, 'spoof-4@rental-leads.test', '198.51.100.4')).statusCode).toBe(429);
  });
});
