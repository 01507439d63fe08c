/**
 * The test files' view of the cluster global-setup.ts started: calls to either process or through the
 * proxy, sign-ins, a team of staff made through the real API, leads, settings, and the database read
 * directly to check what was stored.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { REFRESH_COOKIE } from '../../../server/src/routes/auth/refresh-cookie';
import {
  authApi,
  DEFAULT_SETTINGS,
  type Endpoint,
  type Envelope,
  type ErrorBody,
  type LeadsType,
  type LoginResult,
  leadsApi,
  type PathValues,
  pathTo,
  peopleApi,
  type Rental,
  type StaffUser,
  settingsApi,
} from '../../../src/contract';
import { clientAddress } from './client-address';

export const cluster = inject('cluster');

/** Where a request goes: one process directly, or the proxy in front of both. */
export type Via = 'a' | 'b' | 'proxy';
export const VIAS: readonly Via[] = ['a', 'b', 'proxy'];

export const originOf = (via: Via) => (via === 'proxy' ? cluster.proxy : cluster.servers[via].origin);

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T> & Omit<ErrorBody, 'success'>;
  /** The refresh cookie this answer set ('' when it cleared it). */
  refreshCookie: string | undefined;
}

export interface CallInit {
  values?: PathValues;
  body?: unknown;
  /** The raw Authorization header value. */
  token?: string;
  refreshCookie?: string;
  headers?: Record<string, string>;
}

/** Sends the call a contract declaration describes, to `via`. */
export async function call<T, Body, Query>(
  via: Via,
  target: Endpoint<T, Body, Query>,
  init: CallInit = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token !== undefined) headers.authorization = init.token;
  if (init.refreshCookie !== undefined) headers.cookie = `${REFRESH_COOKIE}=${init.refreshCookie}`;
  const response = await fetch(`${originOf(via)}/api/v1${pathTo(target, init.values)}`, {
    method: target.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json(),
    refreshCookie: setCookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0],
  };
}

/** A sign-in attempt to a process directly, as a client of its own (client-address.ts). */
export const attemptSignIn = (via: Exclude<Via, 'proxy'>, email: string, password: string) =>
  call(via, authApi.login, { body: { email, password }, headers: { 'x-forwarded-for': clientAddress() } });

export interface Account {
  id: string;
  email: string;
  password: string;
  /** An access token from a real sign-in. */
  token: string;
  refreshCookie: string;
}

const PASSWORD = 'multi-pass-1';

export async function signIn(
  via: Exclude<Via, 'proxy'>,
  email: string,
  password = PASSWORD,
): Promise<Account> {
  const answer = await attemptSignIn(via, email, password);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body.message}`);
  const { accessToken, user } = answer.body.data as LoginResult;
  return { id: user._id, email, password, token: accessToken, refreshCookie: answer.refreshCookie! };
}

export interface Team {
  admin: Account;
  creator: Account;
  pickers: Account[];
}

/** Takes turns between the two processes, so both do a share of any batch. */
const processFor = (i: number): 'a' | 'b' => (i % 2 === 0 ? 'a' : 'b');

/**
 * An admin's group made through the API, as a super-admin and that admin would: a picker leader with
 * `pickers` pickers, a creator leader with one creator; the creates and sign-ins spread over both
 * processes. Every email carries a tag of its own, as the files share one database.
 */
export async function buildTeam(pickers: number): Promise<Team> {
  const tag = randomBytes(4).toString('hex');
  const person = (role: string, i = 0) => ({
    name: `${role} ${i} ${tag}`,
    email: `${role}-${i}-${tag}@multi.test`,
    contact: '+50760000000',
    password: PASSWORD,
  });
  const create = async <Body>(via: Via, target: Endpoint<StaffUser, Body>, token: string, body: object) => {
    const answer = await call(via, target, { token, body });
    if (answer.status !== 201) throw new Error(`${target.path}: ${answer.status} ${answer.body.message}`);
    return answer.body.data;
  };
  const adminUser = await create('a', peopleApi.createAdmin, cluster.superAdminToken, person('admin'));
  const admin = await signIn('b', adminUser.email);
  const under = { admin_email: admin.email };
  const [pickerLeader, creatorLeader] = await Promise.all([
    create('a', peopleApi.createTeamLeader, admin.token, {
      ...person('picker-leader'),
      ...under,
      assignFor: 'rental-picker',
    }),
    create('b', peopleApi.createTeamLeader, admin.token, {
      ...person('creator-leader'),
      ...under,
      assignFor: 'rental-creator',
    }),
  ]);
  const staff = await Promise.all([
    create('a', peopleApi.createDataCreator, admin.token, {
      ...person('creator'),
      ...under,
      team_leader_email: creatorLeader.email,
    }),
    ...Array.from({ length: pickers }, (_, i) =>
      create(processFor(i), peopleApi.createDataPicker, admin.token, {
        ...person('picker', i),
        ...under,
        team_leader_email: pickerLeader.email,
      }),
    ),
  ]);
  const accounts = await Promise.all(staff.map((user, i) => signIn(processFor(i + 1), user.email)));
  return { admin, creator: accounts[0]!, pickers: accounts.slice(1) };
}

/** A lead number no other file uses: each file has its own `block` of 10,000 (a 3-digit exchange). */
export const leadNumber = (block: number, i: number) =>
  `+1555${String(block).padStart(3, '0')}${String(i).padStart(4, '0')}`;

/** Its post and its address's number come from the number: never one post nor a likely duplicate (docs/rules/leads.md#d5.14). */
export const leadForm = (number: string) => ({
  facebook_name: 'Facebook Name',
  client_name: 'Client Name',
  number,
  rent: '$700',
  houseApt_details: '2 bedrooms',
  address: `Calle ${number.slice(-7)}`,
  post_link: `https://facebook.com/post/${number.slice(1)}`,
});

/** The creator's new lead, through `via`; throws unless it was created. */
export async function createLead(via: Via, creator: Account, number: string): Promise<Rental> {
  const answer = await call(via, leadsApi.create, { token: creator.token, body: leadForm(number) });
  if (answer.status !== 200) throw new Error(`create-rental: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

/** The fetching order for every picker; the files take turns, so each sets what it needs. */
export async function setLeadsType(leadsType: LeadsType): Promise<void> {
  const answer = await call('a', settingsApi.update, {
    token: cluster.superAdminToken,
    body: { ...DEFAULT_SETTINGS, leadsType },
  });
  if (answer.status !== 200) throw new Error(`update-settings: ${answer.status} ${answer.body.message}`);
}

/** A statement on the cluster's database, which both processes share. */
export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
