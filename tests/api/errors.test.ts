import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_ADDRESS,
  BAD_ESCAPE,
  expectRefused,
  send,
  startTestServer,
  type TestServer,
  TOO_DEEP,
} from './support';

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

  it('answers a malformed % escape in any address with a 400 envelope (issue 14)', async () => {
    for (const path of [
      `/rental/search-rental/${BAD_ESCAPE}`,
      `/admin/deleteAdmin/${BAD_ESCAPE}`,
      `/no-such-call${BAD_ESCAPE}`,
      '/users/profile%C0',
    ]) {
      const res = await send(server, path);
      expect(res.body, path).toEqual({ success: false, message: BAD_ADDRESS });
      expect(res.status, path).toBe(400);
    }
  });

  it('answers a path value longer than the router keeps with a 400 envelope, not 414', async () => {
    const res = await send(server, `/admin/deleteAdmin/${'x'.repeat(101)}`, { method: 'PATCH' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'A value in the request address is too long' });
  });

  it('answers a body nested deeper than the limit with a 400 envelope', async () => {
    const res = await send(server, '/auth/login', { body: `${'['.repeat(500)}${']'.repeat(500)}` });
    expectRefused(res, 400, TOO_DEEP);
  });

  it('answers a request line Node cannot read (a raw control byte) in the envelope', async () => {
    const { port } = new URL(server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/v1/users/profile\u0001x HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      // The server destroys the socket after its answer; a reset that follows it is no failure.
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'The request is not valid HTTP',
    });
  });
});
