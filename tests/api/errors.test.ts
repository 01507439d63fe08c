import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ bodyLimitBytes: 1024 });
});
afterAll(() => server.close());

describe('the error envelope', () => {
  it('answers unknown routes with a 404 envelope, inside and outside the API', async () => {
    const api = await server.api('/no-such-call');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ success: false, message: 'Not found' });
    const page = await fetch(server.baseUrl.replace('/api/v1', '/no-such-page'));
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('answers 413 to a body over the limit, without a 500', async () => {
    const res = await server.api('/auth/login', {
      body: { email: 'a@rental-leads.test', password: 'x'.repeat(2000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The request body is too large' });
  });

  it('answers a body without a content type with 400', async () => {
    const res = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      body: new Uint8Array([1, 2, 3]),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
  });
});
