/**
 * The HTTP pickers, run in their own process as browsers would be: the server's one thread then does
 * only the server's work. Receives { base, tokens, total } and answers the measured Result.
 *
 * Calls go through node:http with kept-alive sockets, not fetch: fetch cost this process ~450 µs of
 * CPU a call, a third of a core taken from the server on a 2-core machine, where browsers would cost
 * it nothing.
 */
import { Agent, request } from 'node:http';
import { measure, timed } from './measure';

interface Job {
  base: string;
  tokens: string[];
  total: number;
}

const agent = new Agent({ keepAlive: true });

function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<void> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload
    ? {
        authorization: token,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      }
    : { authorization: token };
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode === 200) resolve();
        else reject(new Error(`${method} ${path}: ${response.statusCode} ${Buffer.concat(chunks)}`));
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

process.once('message', async ({ base, tokens, total }: Job) => {
  const result = await measure(tokens.length, total, async (worker) => {
    const token = tokens[worker]!;
    const took = await timed(() => call(base, token, 'GET', '/rental/get-single-rental'));
    await call(base, token, 'PATCH', '/rental/complete-task', { number_status: 'valid' });
    return took;
  });
  process.send!(result, () => process.exit(0));
});
