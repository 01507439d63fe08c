/**
 * The real server over HTTP on a fresh database (`startTestServer`), a second server process on the
 * same PostgreSQL database, and signing in through the real login.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { type Config, loadConfig } from '../../../server/src/config';
import { REFRESH_COOKIE } from '../../../server/src/routes/auth/refresh-cookie';
import {
  type Endpoint,
  type Envelope,
  type ErrorBody,
  type LoginResult,
  type PathValues,
  pathTo,
} from '../../../src/contract';
import { MORNING, manualClock, type TestClock, testClock } from './clock';
import { freshDatabase } from './fresh-database';

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

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const clock = testClock();
  const config = loadConfig(
    {},
    {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      distDir: join(database.dataDir, 'no-build'),
      superAdminEmail: SUPER_ADMIN.email,
      superAdminPassword: SUPER_ADMIN.password,
      publicUrl: 'http://rental-leads.test',
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      rateLimitMax: 1000,
      now: clock.now,
      ...overrides,
    },
  );
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${address}/api/v1`;

  async function api<T>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token !== undefined) headers.authorization = init.token;
    if (init.refreshCookie !== undefined) headers.cookie = `${REFRESH_COOKIE}=${init.refreshCookie}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const refreshSetCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
    return {
      status: response.status,
      headers: response.headers,
      body: await response.json(),
      refreshCookie: refreshSetCookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0],
      refreshSetCookie,
    };
  }

  function call<T, Body, Query>(target: Endpoint<T, Body, Query>, { values, query, ...init }: CallInit = {}) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return api<T>(`${pathTo(target, values)}${qs ? `?${qs}` : ''}`, { ...init, method: target.method });
  }

  return {
    baseUrl,
    app,
    clock,
    superAdmin: { email: config.superAdminEmail!, password: config.superAdminPassword! },
    api,
    call,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export async function login(server: TestServer, email: string, password: string) {
  const response = await server.api<LoginResult>('/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body.message}`);
  return { ...response.body.data, refreshCookie: response.refreshCookie! };
}

/** The real server on a fresh database, its clock standing at `start` until a test moves it. */
export async function startLeadsServer(start = MORNING): Promise<TestServer> {
  const clock = manualClock(start);
  const server = await startTestServer({ now: clock.now });
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
