/**
 * The login limits of two processes count together (they are kept in PostgreSQL): one email's failed
 * sign-ins sent to each process in turn, and one client's through the proxy, are refused once they
 * pass RATE_LIMIT_MAX. Through the proxy, the server counts the address nginx saw, not whatever
 * X-Forwarded-For the client wrote, and a client from another address keeps a budget of its own.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { authApi, pathTo } from '../../src/contract';
import { clientAddress } from './support/client-address';
import { attemptSignIn, cluster } from './support/cluster';

const max = cluster.rateLimitMax;
const tag = randomBytes(4).toString('hex');
const LOGIN = `/api/v1${pathTo(authApi.login)}`;

/** A failed sign-in through the proxy from `localAddress` (another loopback address is another client). */
function signInThroughProxy(email: string, headers: Record<string, string>, localAddress = '127.0.0.1') {
  const body = JSON.stringify({ email, password: 'wrong-password' });
  return new Promise<number>((resolve, reject) => {
    const sent = request(
      `${cluster.proxy}${LOGIN}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('login limits across both processes', () => {
  it('refuse one email once its failed sign-ins on a and b together pass the limit', async () => {
    const email = `target-${tag}@multi.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push((await attemptSignIn(i % 2 === 0 ? 'a' : 'b', email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
  });

  it('refuse one client through the proxy by the address nginx saw, whatever X-Forwarded-For it forges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push(
        await signInThroughProxy(`proxy-${i}-${tag}@multi.test`, { 'x-forwarded-for': clientAddress() }),
      );
    }
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    expect(await signInThroughProxy(`other-client-${tag}@multi.test`, {}, '127.0.0.2')).toBe(401);
  });
});
