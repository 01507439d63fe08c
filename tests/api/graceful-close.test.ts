/**
 * Closing the server (what SIGTERM does) lets a request in flight finish, tells its client not to
 * reuse the connection, and then closes at once instead of waiting for the connection's keep-alive.
 */
import http from 'node:http';
import { expect, it } from 'vitest';
import { authApi, pathTo } from '../../src/contract';
import { startTestServer } from './support';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('finishes a request in flight with Connection: close, then closes without waiting for its keep-alive', async () => {
  const server = await startTestServer({}, { own: true });
  const body = JSON.stringify(server.superAdmin);
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request({
    host: '127.0.0.1',
    port: new URL(server.baseUrl).port,
    path: `/api/v1${pathTo(authApi.login)}`,
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status?: number; connection?: string; text: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, connection: response.headers.connection, text }),
      );
    });
  });
  // The server has the request, and waits for the rest of its body, when the close begins.
  request.write(body.slice(0, 10));
  await pause(200);
  const closing = server.close();
  await pause(200);
  request.end(body.slice(10));

  const answer = await answered;
  expect(answer.status).toBe(200);
  expect(answer.connection).toBe('close');
  expect(JSON.parse(answer.text).data.accessToken).toEqual(expect.any(String));
  const finishedAt = Date.now();
  await closing;
  expect(Date.now() - finishedAt).toBeLessThan(2000);
  agent.destroy();
});
