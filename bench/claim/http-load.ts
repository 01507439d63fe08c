/**
 * The HTTP pickers, run in their own process as browsers would be: the server's one thread then does
 * only the server's work. Receives { base, tokens, total } and answers the measured Result.
 */
import { measure, timed } from './measure';

interface Job {
  base: string;
  tokens: string[];
  total: number;
}

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
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
