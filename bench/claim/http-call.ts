/**
 * One picker's HTTP call, as the bench's child processes send it: node:http over kept-alive sockets, not
 * fetch, which cost the pickers' process ~450 µs of CPU a call, a third of a core taken from the server
 * on a 2-core machine, where browsers would cost it nothing.
 */
import { type Agent, request } from 'node:http';

export const CLAIM_PATH = '/rental/get-single-rental';
export const FINISH_PATH = '/rental/complete-task';

/** Resolves when the server answers 200; rejects with the status and body otherwise. */
export function call(
  agent: Agent,
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<void> {
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

/** A claim then its finish, as the Collect widget does them. */
export const claim = (agent: Agent, base: string, token: string) =>
  call(agent, base, token, 'GET', CLAIM_PATH);
export const finish = (agent: Agent, base: string, token: string) =>
  call(agent, base, token, 'PATCH', FINISH_PATH, { number_status: 'valid' });
