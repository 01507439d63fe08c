/**
 * Sign-in attempts counted across server processes (docs/rules/auth.md#d3.9). On PostgreSQL two server processes on
 * one database allow RATE_LIMIT_MAX attempts between them, not each; PGlite has one process (rule
 * P50) and keeps the library's in-memory counters (rate-limit.test.ts), its table staying empty. The
 * counters' own statement runs on both databases.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAttempt, deleteEndedAttempts } from '../../../server/src/services/auth/attempt-counters';
import { authApi, pathTo } from '../../../src/contract';
import { query, type SecondServer, startSecondServer, startTestServer, type TestServer } from '../support';

let server: TestServer;
let second: SecondServer | undefined;
beforeAll(async () => {
  server = await startTestServer({ rateLimitMax: 3 });
  if (server.app.config.databaseUrl) second = await startSecondServer(server);
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

/** Every server process of this deployment: both on PostgreSQL, the one on PGlite. */
const apps = (): FastifyInstance[] => [server.app, ...(second ? [second.app] : [])];

/** inject() can pose as any client address, which one machine over real HTTP cannot. */
const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${pathTo(authApi.login)}`,
    payload: { email, password: 'x' },
    remoteAddress,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in limits across server processes', () => {
  it('allows RATE_LIMIT_MAX attempts from one address between every process, then 429 on each', async () => {
    for (const n of [1, 2, 3]) {
      const app = apps()[n % apps().length]!;
      expect((await login(app, `split-${n}@rental-leads.test`, '10.4.0.1')).statusCode).toBe(401);
    }
    for (const app of apps()) {
      const refused = await login(app, 'split-4@rental-leads.test', '10.4.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().retryAfter).toBeGreaterThan(0);
      expect(refused.json().retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('counts one email tried from many addresses against every process', async () => {
    for (const n of [1, 2, 3]) {
      const app = apps()[n % apps().length]!;
      expect((await login(app, 'Shared-Target@rental-leads.test', `10.4.1.${n}`)).statusCode).toBe(401);
    }
    for (const app of apps()) {
      expect((await login(app, 'shared-target@rental-leads.test', '10.4.1.9')).statusCode).toBe(429);
    }
  });

  it('keeps each route’s counters apart', async () => {
    for (const n of [1, 2, 3]) {
      expect((await login(server.app, `apart-${n}@rental-leads.test`, '10.4.2.1')).statusCode).toBe(401);
    }
    const forgot = await server.app.inject({
      method: 'POST',
      url: `/api/v1${pathTo(authApi.forgetPassword)}`,
      payload: { email: 'apart-1@rental-leads.test' },
      remoteAddress: '10.4.2.1',
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('takes an email of any length without a 500', async () => {
    // Random, so no compression could fit it into an index entry: the counter's key is a digest.
    const long = `${randomBytes(50_000).toString('hex')}@rental-leads.test`;
    expect((await login(server.app, long, '10.4.3.1')).statusCode).toBe(400);
  });

  it('counts in the database on PostgreSQL, in memory on PGlite, and stores no email nor address', async () => {
    const rows = await query<{ key: string }>(server, sql`SELECT key FROM rate_limits`);
    expect(rows.length > 0).toBe(Boolean(server.app.config.databaseUrl));
    for (const { key } of rows) expect(key).toMatch(/^[\w-]{43}$/);
  });
});

describe('the counters’ statement', () => {
  const db = () => server.app.db;

  it('counts every attempt once, however many arrive together', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countAttempt(db(), 'together', 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttlMs } of counts) {
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a new window once the last one has ended', async () => {
    expect((await countAttempt(db(), 'short', 100)).count).toBe(1);
    expect((await countAttempt(db(), 'short', 100)).count).toBe(2);
    await sleep(150);
    expect(await countAttempt(db(), 'short', 100)).toMatchObject({ count: 1 });
  });

  it('deletes ended counters and keeps the live ones', async () => {
    await countAttempt(db(), 'ended', 1);
    await countAttempt(db(), 'live', 60_000);
    await sleep(20);
    // Counters that ended before the delete began; one of an earlier test may end while this runs.
    const before = new Date();
    await deleteEndedAttempts(db());
    const ended = await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE expires_at <= ${before}`,
    );
    expect(ended[0]!.n).toBe(0);
    expect((await countAttempt(db(), 'live', 60_000)).count).toBe(2);
    expect((await countAttempt(db(), 'ended', 60_000)).count).toBe(1);
  });
});
