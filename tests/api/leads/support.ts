/**
 * Fixtures for the lead tests: staff inserted fast (one password hash for all), tokens signed on
 * demand against the test clock, leads inserted in bulk, calls made as a person, and a second
 * server process on the same PostgreSQL database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { settings, type UserRow } from '../../../server/src/db/schema';
import { hashPassword } from '../../../server/src/services/auth/passwords';
import { insertUser, type NewUser } from '../../../server/src/services/users/create-user';
import type { Role, Settings } from '../../../src/contract';
import { type ApiInit, type ApiResponse, startTestServer, type TestClock, type TestServer } from '../helper';

/** 10:00 in Panama on a Tuesday: far from midnight, so "today" is unambiguous. */
export const MORNING = '2026-03-10T15:00:00.000Z';

/** A clock that stands still until a test moves it, so waits and `retryAfter` are exact. */
export function manualClock(start = MORNING): TestClock & { set(iso: string): void } {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    set: (iso) => {
      time = Date.parse(iso);
    },
  };
}

/** The real server on a fresh database, its clock standing at `start`. */
export async function startLeadsServer(start = MORNING): Promise<TestServer> {
  const clock = manualClock(start);
  const server = await startTestServer({ now: clock.now });
  return { ...server, clock };
}

let hash: Promise<string> | undefined;
let sequence = 0;

/** A user and a fresh access token whenever one is needed (the clock may have moved past the last one). */
export interface Person {
  user: UserRow;
  id: string;
  token(): string;
}

export const personOf = (app: FastifyInstance, user: UserRow): Person => ({
  user,
  id: user.id,
  token: () => app.signAccessToken(user),
});

export async function addUser(
  server: TestServer,
  fields: Partial<Omit<NewUser, 'password'>> & { role: Role },
): Promise<Person> {
  sequence += 1;
  hash ??= hashPassword('leads-pass-1');
  const user = await insertUser(
    server.app.db,
    {
      name: `${fields.role} ${sequence}`,
      email: `${fields.role}-${sequence}@leads.test`,
      contact: `+1507${String(sequence).padStart(7, '0')}`,
      ...fields,
    },
    await hash,
  );
  return personOf(server.app, user);
}

export interface Team {
  admin: Person;
  creator: Person;
  pickers: Person[];
}

/** One admin group: a creator under a rental-creator leader, pickers under a rental-picker leader. */
export async function buildTeam(
  server: TestServer,
  options: { pickers?: number; pickerLimit?: number; adminLimit?: number } = {},
): Promise<Team> {
  const admin = await addUser(server, { role: 'admin', pickLimit: options.adminLimit });
  const leader = (assignFor: 'rental-creator' | 'rental-picker') =>
    addUser(server, { role: 'team-leader', adminId: admin.id, assignFor });
  const creatorLeader = await leader('rental-creator');
  const pickerLeader = await leader('rental-picker');
  const creator = await addUser(server, {
    role: 'data-creator',
    adminId: admin.id,
    teamLeaderId: creatorLeader.id,
  });
  const pickers: Person[] = [];
  for (let i = 0; i < (options.pickers ?? 1); i++) {
    pickers.push(
      await addUser(server, {
        role: 'data-picker',
        adminId: admin.id,
        teamLeaderId: pickerLeader.id,
        pickLimit: options.pickerLimit,
      }),
    );
  }
  return { admin, creator, pickers };
}

let numbers = 0;

/**
 * Inserts `count` pool leads by `creator`, created `spacingMs` apart from `from` (oldest first), with
 * unique numbers; returns their ids oldest first.
 */
export async function insertLeads(
  server: TestServer,
  count: number,
  options: { creator?: Person; from?: Date; spacingMs?: number } = {},
): Promise<string[]> {
  const first = numbers;
  numbers += count;
  const from = options.from ?? new Date(server.clock.now().getTime() - count * 1000);
  const spacing = options.spacingMs ?? 1000;
  const creator = options.creator?.user;
  const result = (await server.app.db.execute(sql`
    INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link,
      creator_id, creator_admin_id, creator_leader_id, created_at, updated_at)
    SELECT 'FB ' || g, 'Client ' || g, '+1' || (3000000000 + ${first}::int + g)::text, '$700', 'Two rooms', 'Main St ' || g,
      'https://example.com/post/' || g, ${creator?.id ?? null}, ${creator?.adminId ?? null},
      ${creator?.teamLeaderId ?? null}, ${from}::timestamptz + g * ${spacing}::int * interval '1 millisecond',
      ${from}::timestamptz + g * ${spacing}::int * interval '1 millisecond'
    FROM generate_series(0, ${count - 1}::int) g
    RETURNING id, created_at`)) as unknown as { rows: { id: string; created_at: string }[] };
  return result.rows
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((r) => r.id);
}

/** Sets global settings directly; the settings endpoints have their own tests. */
export async function setSettings(server: TestServer, values: Partial<Settings>): Promise<void> {
  const { holdEnabledAt, ...rest } = values;
  const hold =
    holdEnabledAt === undefined
      ? {}
      : { holdEnabledAt: holdEnabledAt === null ? null : new Date(holdEnabledAt) };
  await server.app.db
    .update(settings)
    .set({ ...rest, ...hold })
    .where(sql`id = 1`);
}

export async function query<T>(server: TestServer, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.app.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Calls the API as `person`. */
export const as = <T = unknown>(
  server: Pick<TestServer, 'api'>,
  person: Person,
  path: string,
  init: Omit<ApiInit, 'token'> = {},
): Promise<ApiResponse<T>> => server.api<T>(path, { ...init, token: person.token() });

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
