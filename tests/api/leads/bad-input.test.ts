/**
 * Hostile input to every lead, count, message and settings call (issue 14): NUL in any body, query
 * or path value, days and instants outside the contract's range, deeply nested bodies and malformed
 * addresses answer 400 in the envelope and write nothing; the range's own ends still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsApi, DEFAULT_SETTINGS, leadsApi, pathTo, settingsApi } from '../../../src/contract';
import {
  addPerson,
  BAD_ADDRESS,
  BAD_ESCAPE,
  buildTeam,
  CONTROL_REFUSED,
  DEEP_ARRAY,
  DEEP_FIELD,
  dayOutOfRange,
  expectRefused,
  insertLeads,
  NUL_IN_URL,
  notADay,
  OUT_OF_RANGE_DAYS,
  type Person,
  send,
  snapshotAll,
  startLeadsServer,
  type Team,
  type TestServer,
  TOO_DEEP,
  UNREADABLE_DAYS,
  withNul,
} from '../support';

let server: TestServer;
let team: Team;
let root: Person;

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  root = await addPerson(server, { role: 'super-admin' });
  await insertLeads(server, 3, { creator: team.creator });
});
afterAll(() => server.close());

type Who = 'creator' | 'picker' | 'root';
const tokenOf = (who: Who) =>
  (who === 'creator' ? team.creator : who === 'picker' ? team.pickers[0]! : root).token();

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  as: Who;
  /** Sent as it is (already JSON text). */
  body?: string;
  message: string;
}

/** Refused with `message`, in the envelope, the database unchanged. */
async function expectRefusedUnwritten(c: Omit<Case, 'name'>) {
  const before = await snapshotAll(server);
  const res = await send(server, c.path, { method: c.method, token: tokenOf(c.as), body: c.body });
  expectRefused(res, 400, c.message);
  expect(await snapshotAll(server)).toBe(before);
  return res;
}

const rental = {
  facebook_name: 'Facebook Name',
  client_name: 'Client Name',
  number: '5075550100',
  rent: '$700',
  houseApt_details: 'Two rooms',
  address: 'Calle 50',
  post_link: 'https://facebook.com/post/1',
  ss_link: 'https://facebook.com/shot/1',
};
const settings = {
  ...DEFAULT_SETTINGS,
  isHoldEnabled: true,
  holdTime: 30,
  holdEnabledAt: '2026-03-10T18:30:00.000Z',
};

/** The calls with a JSON body: where they live, who may call them, and a body they accept. */
const BODIES: [method: 'POST' | 'PATCH', path: string, as: Who, body: Record<string, unknown>][] = [
  ['POST', '/rental/create-rental', 'creator', rental],
  ['PATCH', '/rental/complete-task', 'picker', { number_status: 'valid' }],
  ['PATCH', '/rental/addClientEmailIntoRental/some-id', 'picker', { client_email: 'client@mail.test' }],
  ['POST', '/dataPicker/generate-first-sms', 'picker', { ptw_name: 'Ana', client_name: 'Luis' }],
  ['PATCH', '/dataPicker/send-message', 'picker', { creatorId: 'some-id', message: 'Hello' }],
  ['PATCH', '/settings/update-settings', 'root', settings],
];

const BODY_CASES: Case[] = BODIES.flatMap(([method, path, as, body]) => [
  ...Object.entries(body)
    .filter(([, value]) => typeof value === 'string')
    .map(([field, value]) => ({
      name: `${path} NUL in ${field}`,
      method,
      path,
      as,
      body: JSON.stringify({ ...body, [field]: withNul(value as string) }),
      message: CONTROL_REFUSED,
    })),
  { name: `${path} 100,000 nested arrays`, method, path, as, body: DEEP_ARRAY, message: TOO_DEEP },
  {
    name: `${path} a deep field`,
    method,
    path,
    as,
    body: DEEP_FIELD(Object.keys(body)[0]!),
    message: TOO_DEEP,
  },
  {
    name: `${path} a malformed escape`,
    method,
    path: `${path}${BAD_ESCAPE}`,
    as,
    body: JSON.stringify(body),
    message: BAD_ADDRESS,
  },
]);

/** The calls with a path value. */
const PATHS: [method: 'GET' | 'PATCH', prefix: string, as: Who][] = [
  ['GET', '/dataPicker/getRental', 'picker'],
  ['PATCH', '/dataPicker/make-invalid', 'picker'],
  ['PATCH', '/rental/addClientEmailIntoRental', 'picker'],
  ['GET', '/dataCreator/getDataCreatorIdMessage', 'creator'],
];
const PATH_CASES: Case[] = PATHS.flatMap(([method, prefix, as]) => {
  const body = prefix.startsWith('/rental/addClient')
    ? JSON.stringify({ client_email: 'c@mail.test' })
    : undefined;
  return [
    { name: `${prefix} NUL`, method, path: `${prefix}/${NUL_IN_URL}`, as, body, message: CONTROL_REFUSED },
    {
      name: `${prefix} malformed escape`,
      method,
      path: `${prefix}/${BAD_ESCAPE}`,
      as,
      body,
      message: BAD_ADDRESS,
    },
    {
      name: `${prefix} 101 characters`,
      method,
      path: `${prefix}/${'x'.repeat(101)}`,
      as,
      body,
      message: 'A value in the request address is too long',
    },
  ];
});

const COUNTS = '/dataCreator/getCountDataCreator';
const QUERY_CASES: Case[] = [
  ...[
    `/dataPicker/search-rental?number=${NUL_IN_URL}`,
    `/dataPicker/search-rental?number=5075550100&${NUL_IN_URL}=1`,
  ].map((path) => ({
    name: path,
    method: 'GET' as const,
    path,
    as: 'picker' as const,
    message: CONTROL_REFUSED,
  })),
  ...[
    [`startDate=${NUL_IN_URL}`, CONTROL_REFUSED],
    [`endDate=2026-03-10%00`, CONTROL_REFUSED],
    ...OUT_OF_RANGE_DAYS.map((day) => [`startDate=${day}`, dayOutOfRange('Start date')]),
    ...OUT_OF_RANGE_DAYS.map((day) => [`endDate=${day}`, dayOutOfRange('End date')]),
    ...UNREADABLE_DAYS.map((day) => [`startDate=${encodeURIComponent(day)}`, notADay('Start date')]),
  ].map(([query, message]) => ({
    name: `${COUNTS}?${query}`,
    method: 'GET' as const,
    path: `${COUNTS}?${query}`,
    as: 'creator' as const,
    message: message!,
  })),
];

const hold = (holdEnabledAt: unknown) => JSON.stringify({ ...settings, holdEnabledAt });
const SETTINGS_CASES: Case[] = [
  ['-010000-01-01T00:00:00.000Z', dayOutOfRange('Hold Enabled At')],
  ['+275760-09-13T00:00:00.000Z', dayOutOfRange('Hold Enabled At')],
  ['0000-01-01T00:00:00.000Z', dayOutOfRange('Hold Enabled At')],
  ['1999-12-31T23:59:59.999Z', dayOutOfRange('Hold Enabled At')],
  ['9999-12-31T23:00:00.000-05:00', dayOutOfRange('Hold Enabled At')],
  ['1', 'Hold Enabled At must be a date and time'],
  ['2026-03-10T18:30:00', 'Hold Enabled At must be a date and time'],
  ['2026-02-30T18:30:00.000Z', 'Hold Enabled At must be a date and time'],
  [-10000, 'Hold Enabled At must be a date and time'],
].map(([value, message]) => ({
  name: `holdEnabledAt ${value}`,
  method: 'PATCH' as const,
  path: '/settings/update-settings',
  as: 'root' as const,
  body: hold(value),
  message: message as string,
}));

describe.each([
  ['bodies', BODY_CASES],
  ['path values', PATH_CASES],
  ['query values', QUERY_CASES],
  ['settings times', SETTINGS_CASES],
] as const)('hostile %s', (_, table) => {
  it.each(table)('$name → 400', async (c) => {
    await expectRefusedUnwritten(c);
  });
});

describe('the ends of the range', () => {
  it('count a creator’s leads from the first day to the last', async () => {
    const res = await send(server, `${pathTo(countsApi.creator)}?startDate=2000-01-01&endDate=9999-12-31`, {
      token: tokenOf('creator'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rangeCount: 3 });
  });

  it.each(['2000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])(
    'save a hold from %s, and the fetch still answers',
    async (holdEnabledAt) => {
      const saved = await send(server, pathTo(settingsApi.update), {
        method: settingsApi.update.method,
        token: tokenOf('root'),
        body: JSON.stringify({ ...settings, holdTime: 525_600, holdEnabledAt }),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ holdEnabledAt });
      const fetched = await send(server, pathTo(leadsApi.claim), { token: tokenOf('picker') });
      expect(fetched.status).toBeLessThan(500);
      expect(typeof fetched.body.message).toBe('string');
    },
  );
});
