/**
 * The real server, listening, on a database as a first start leaves it (`startTestServer`): `api` and
 * `call` reach it in-process through Fastify's inject, `baseUrl` over HTTP. A second server process on
 * the same PostgreSQL database, and signing in through the real login.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../../server/src/config';
import { API_PREFIX } from '../../../server/src/lib/api-prefix';
import { REFRESH_COOKIE } from '../../../server/src/routes/auth/refresh-cookie';
import {
  type Endpoint,
  type Envelope,
  type ErrorBody,
  type LoginResult,
  type PathValues,
  pathTo,
} from '../../../src/contract';
import { buildApp } from '../../support/server-app';
import { lendApp, ownApp } from './app-pool';
import { MORNING, manualClock, type TestClock, testClock } from './clock';
import { assertDeclaredShape } from './declared-shape';
import { type FreshDatabase, freshDatabase } from './fresh-database';

export type { TestClock } from './clock';

export interface ApiInit {
  method?: string;
  /** Sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  /** The raw Authorization header value. */
  token?: string;
  refreshCookie?: string;
  headers?: Record<string, string>;
}

/** A declared call's input: its path values, query and body. */
export interface CallInit extends Omit<ApiInit, 'method'> {
  values?: PathValues;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T> & ErrorBody;
  /** The rl_refresh cookie this response set ('' when it cleared it), with its raw Set-Cookie line. */
  refreshCookie: string | undefined;
  refreshSetCookie: string | undefined;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  clock: TestClock;
  superAdmin: { email: string; password: string };
  api<T = unknown>(path: string, init?: ApiInit): Promise<ApiResponse<T>>;
  /** Sends the call a contract declaration describes. */
  call<T, Body, Query>(target: Endpoint<T, Body, Query>, init?: CallInit): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export const SUPER_ADMIN = { email: 'root@rental-leads.test', password: 'root-password' };

/** Settings a file may give and still borrow the worker's pooled app: the clock is lent with it. */
const POOLABLE = new Set<keyof Config>(['now']);

/**
 * The config of a test server on `database`. The pooled app allows 100,000 sign-in attempts a minute:
 * its in-memory counters outlive a file, and every file signs the same super-admin in; the limit's own
 * tests set theirs, with an app of their own.
 */
function testConfig(database: FreshDatabase, overrides: Partial<Config>, pooled: boolean): Config {
  return {
    ...loadConfig(
      {},
      {
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        distDir: join(database.dataDir, 'no-build'),
        superAdminEmail: SUPER_ADMIN.email,
        superAdminPassword: SUPER_ADMIN.password,
        publicUrl: 'http://rental-leads.test',
        logLevel: process.env.LOG_LEVEL ?? 'silent',
        rateLimitMax: pooled ? 100_000 : 1000,
        // The erased files' rewrite runs when a test asks (`app.erasureUpkeep.check()`), at its clock's hour.
        erasureCheckMs: 0,
        // The receivers are on loopback, and the tests send the deliveries when they choose (`sendWebhooks`).
        webhookAllowPrivate: true,
        webhookSendMs: 0,
        // Push notices too are sent when a test asks (`app.push.run()`): a pass on a timer would add
        // statements to the ones a test counts.
        pushSweepMs: 0,
        ...overrides,
      },
    ),
    port: 0,
  };
}

export interface StartOptions {
  /** An app of the file's own even without settings: for a test of what closing the server does. */
  own?: boolean;
}

/**
 * The real server. With no settings but a clock, the worker's pooled app, its database as a
 * first start leaves it (support/app-pool.ts); with others, an app of its own on a fresh database.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  { own = false }: StartOptions = {},
): Promise<TestServer> {
  const clock = testClock();
  const now = overrides.now ?? clock.now;
  const pooled = !own && Object.keys(overrides).every((key) => POOLABLE.has(key as keyof Config));
  const lent = pooled
    ? await lendApp('api', (database) => testConfig(database, {}, true), now)
    : await ownApp(await freshDatabase(), (database) => testConfig(database, { ...overrides, now }, false));
  const { app } = lent;
  const config = app.config;
  const baseUrl = `${lent.address}/api/v1`;

  async function api<T>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token !== undefined) headers.authorization = init.token;
    if (init.refreshCookie !== undefined) headers.cookie = `${REFRESH_COOKIE}=${init.refreshCookie}`;
    // In-process through Fastify's inject: the same routes, hooks and answers without a socket, a few
    // milliseconds less a call (docs/decisions.md#p86). Tests of the socket itself use `baseUrl`.
    const response = await app.inject({
      method: (init.method ?? (init.body === undefined ? 'GET' : 'POST')) as 'GET',
      url: `${API_PREFIX}${path}`,
      headers,
      payload: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      for (const one of [value ?? []].flat()) answerHeaders.append(name, String(one));
    const refreshSetCookie = answerHeaders
      .getSetCookie()
      .find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
    return {
      status: response.statusCode,
      headers: answerHeaders,
      body: response.json(),
      refreshCookie: refreshSetCookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0],
      refreshSetCookie,
    };
  }

  async function call<T, Body, Query>(
    target: Endpoint<T, Body, Query>,
    { values, query, ...init }: CallInit = {},
  ) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    const response = await api<T>(`${pathTo(target, values)}${qs ? `?${qs}` : ''}`, {
      ...init,
      method: target.method,
    });
    assertDeclaredShape(target, response);
    return response;
  }

  return {
    baseUrl,
    app,
    clock,
    superAdmin: { email: config.superAdminEmail!, password: config.superAdminPassword! },
    api,
    call,
    close: lent.release,
  };
}

export async function login(server: TestServer, email: string, password: string) {
  const response = await server.api<LoginResult>('/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body.message}`);
  return { ...response.body.data, refreshCookie: response.refreshCookie! };
}

/** The real server on a fresh database, its clock standing at `start` until a test moves it. */
export async function startLeadsServer(start = MORNING, options: StartOptions = {}): Promise<TestServer> {
  const clock = manualClock(start);
  const server = await startTestServer({ now: clock.now }, options);
  return { ...server, clock };
}

/** Another server process's view of the same PostgreSQL database: its own app, port and clock. */
export interface SecondServer {
  app: FastifyInstance;
  baseUrl: string;
  api: TestServer['api'];
  close(): Promise<void>;
}

export async function startSecondServer(server: TestServer): Promise<SecondServer> {
  if (!server.app.config.databaseUrl) throw new Error('A second server needs DATABASE_URL');
  const app = await buildApp(server.app.config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${address}/api/v1`;
  const api: TestServer['api'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token !== undefined) headers.authorization = init.token;
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: await response.json(),
      refreshCookie: undefined,
      refreshSetCookie: undefined,
    };
  };
  return { app, baseUrl, api, close: () => app.close() };
}
