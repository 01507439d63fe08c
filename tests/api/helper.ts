/** Starts the real server over HTTP on a fresh database, plus the few helpers the API tests share. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { type Config, loadConfig } from '../../server/src/config';
import { users } from '../../server/src/db/schema';
import { REFRESH_COOKIE } from '../../server/src/routes/auth/refresh-cookie';
import { createUser as createUserService, type NewUser } from '../../server/src/services/users/create-user';
import {
  type Endpoint,
  type Envelope,
  type ErrorBody,
  type LoginResult,
  type PathValues,
  pathTo,
  type Role,
} from '../../src/contract';
import { freshDatabase } from './fresh-database';

/** A clock the tests move by hand instead of waiting. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

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

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

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

let created = 0;

/** Inserts a user through the real service (later issues replace it with the create endpoints). */
export async function createUser(app: FastifyInstance, fields: Partial<NewUser> & { role: Role }) {
  created += 1;
  const input: NewUser = {
    name: `Test ${fields.role} ${created}`,
    email: `${fields.role}-${created}@rental-leads.test`,
    contact: `+1555000${String(created).padStart(4, '0')}`,
    password: 'password-1',
    ...fields,
  };
  const user = await createUserService(app.db, input);
  return { ...user, _id: user.id, password: input.password };
}

/** Soft-deletes directly in the database, as the delete endpoints of a later issue will. */
export async function softDeleteUser(app: FastifyInstance, id: string): Promise<void> {
  await app.db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, id));
}

export async function login(server: TestServer, email: string, password: string) {
  const response = await server.api<LoginResult>('/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body.message}`);
  return { ...response.body.data, refreshCookie: response.refreshCookie! };
}

/** The mails written to DATA_DIR/outbox so far, oldest first. */
export async function readOutbox(server: Pick<TestServer, 'app'>): Promise<string[]> {
  await server.app.mail.flush();
  const outbox = join(server.app.config.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).sort();
  return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
}

/** The token of the reset link in a mail. */
export const resetTokenIn = (mail: string): string => {
  const link = mail.match(/#\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail}`);
  return new URLSearchParams(link.split('?')[1]).get('token')!;
};
