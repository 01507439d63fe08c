/**
 * Hostile input to every deal call (issue 14): NUL in any path, query, JSON body or form value, days
 * outside the contract's range, deeply nested bodies and `data`, malformed addresses answer 400 in
 * the envelope, and nothing is written (no row, no image); the range's own ends still list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import { dealsApi, INVALID_EMAIL, pathTo } from '../../../src/contract';
import {
  BAD_ADDRESS,
  BAD_ESCAPE,
  buildGroup,
  CONTROL_REFUSED,
  claimedLead,
  DEEP_ARRAY,
  DEEP_FIELD,
  type DealForm,
  dayOutOfRange,
  dealData,
  expectRefused,
  type Group,
  NUL_IN_URL,
  notADay,
  OUT_OF_RANGE_DAYS,
  PNG,
  postDeal,
  send,
  snapshotAll,
  startTestServer,
  storedState,
  superAdminOf,
  type TestServer,
  TOO_DEEP,
  UNREADABLE_DAYS,
  withNul,
} from '../support';

let server: TestServer;
let group: Group;
let root: { token: string };
let lead: RentalRow;
/** Bodies are refused before the deal is looked up. */
const dealId = 'some-deal-id';

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  root = await superAdminOf(server);
  lead = await claimedLead(server, group.pickers[0]);
});
afterAll(() => server.close());

/** Refused as `check` says, in the envelope; no row changed and no image stored. */
async function expectNothingWritten(call: () => Promise<{ status: number; body: unknown }>) {
  const before = { rows: await snapshotAll(server), images: await storedState(server) };
  const res = await call();
  expect({ rows: await snapshotAll(server), images: await storedState(server) }).toEqual(before);
  return res;
}

type Who = 'root' | 'admin' | 'picker' | 'leader';
const tokenOf = (who: Who) =>
  ({
    root: root.token,
    admin: group.admin.token,
    picker: group.pickers[0].token,
    leader: group.pickerLeader.token,
  })[who];

describe('path values', () => {
  const PATHS: [method: 'GET' | 'PATCH', prefix: string, as: Who, body?: string][] = [
    ['GET', '/dataPicker/getRentalForDealClosing', 'picker'],
    ['GET', '/closedRental/image', 'admin'],
    ['PATCH', '/closedRental/makeFinalClose', 'admin', JSON.stringify({ status: 'done' })],
  ];
  const VALUES: [value: string, message: string][] = [
    [NUL_IN_URL, CONTROL_REFUSED],
    [BAD_ESCAPE, BAD_ADDRESS],
    ['x'.repeat(101), 'A value in the request address is too long'],
  ];
  it.each(
    PATHS.flatMap(([method, prefix, as, body]) =>
      VALUES.map(([value, message]) => ({ method, path: `${prefix}/${value}`, as, body, message })),
    ),
  )('$method $path → 400', async ({ method, path, as, body, message }) => {
    const res = await expectNothingWritten(() => send(server, path, { method, token: tokenOf(as), body }));
    expectRefused(res as Awaited<ReturnType<typeof send>>, 400, message);
  });
});

describe('PATCH /closedRental/makeFinalClose/{id} bodies', () => {
  it.each([
    ['a NUL status', JSON.stringify({ status: withNul('done') }), CONTROL_REFUSED],
    ['100,000 nested arrays', DEEP_ARRAY, TOO_DEEP],
    ['a deep status', DEEP_FIELD('status'), TOO_DEEP],
  ])('%s → 400', async (_, body, message) => {
    const res = await expectNothingWritten(() =>
      send(server, pathTo(dealsApi.finalClose, { id: dealId }), {
        method: 'PATCH',
        token: tokenOf('admin'),
        body,
      }),
    );
    expectRefused(res as Awaited<ReturnType<typeof send>>, 400, message);
  });
});

describe.each([
  ['/closedRental/getClosedRentals', 'root'],
  ['/closedRental/getClosedRentalsForTeamLeaderAndAdmin', 'admin'],
  ['/closedRental/getClosedRentalsForTeamLeaderAndAdmin', 'leader'],
] as const)('GET %s as %s', (path, as) => {
  const QUERIES: [query: string, message: string][] = [
    ...['search', 'sort', 'status', 'payment_method', 'page', 'limit'].map((key): [string, string] => [
      `${key}=${NUL_IN_URL}`,
      CONTROL_REFUSED,
    ]),
    ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`startDate=${day}`, dayOutOfRange('Start date')]),
    ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`endDate=${day}`, dayOutOfRange('End date')]),
    ...UNREADABLE_DAYS.map((day): [string, string] => [
      `startDate=${encodeURIComponent(day)}`,
      notADay('Start date'),
    ]),
  ];
  it.each(QUERIES)('?%s → 400', async (query, message) => {
    const res = await expectNothingWritten(() => send(server, `${path}?${query}`, { token: tokenOf(as) }));
    expectRefused(res as Awaited<ReturnType<typeof send>>, 400, message);
  });

  it('lists from the first day of the range to the last', async () => {
    const res = await send(server, `${path}?startDate=2000-01-01&endDate=9999-12-31`, { token: tokenOf(as) });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('POST /closedRental/createClosedRental', () => {
  const image = { bytes: PNG };
  const form = (fields: Record<string, string>): DealForm => ({ data: dealData(lead, fields), image });
  it.each([
    ['a NUL in client_email', () => form({ client_email: withNul('client@example.test') }), INVALID_EMAIL],
    [
      'a NUL in payment_method',
      () => form({ payment_method: withNul('spike') }),
      'Payment method is not a valid choice',
    ],
    [
      'a NUL in payment_other',
      () => form({ payment_method: 'Other', payment_other: withNul('Zelle') }),
      'Payment method must not contain control characters',
    ],
    [
      'a NUL in the payment_method field',
      () => ({
        data: { ...dealData(lead), payment_method: undefined },
        image,
        paymentMethod: withNul('spike'),
      }),
      'Payment method is not a valid choice',
    ],
    [
      'a data field of 100,000 nested arrays',
      () => ({ data: DEEP_FIELD('number').slice(0, 16_000), image }),
      'The data field must be a JSON object',
    ],
    [
      'a number nested 8,000 deep',
      () => ({ data: `{"number":${'['.repeat(7_900)}${']'.repeat(7_900)}}`, image }),
      'The data field must be a JSON object',
    ],
  ])('%s → 400', async (_, body, message) => {
    const res = await expectNothingWritten(() => postDeal(server, tokenOf('picker'), body()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('a NUL in the number → 400 in the envelope', async () => {
    const res = await expectNothingWritten(() =>
      postDeal(server, tokenOf('picker'), form({ number: withNul(lead.number) })),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('a malformed escape in its address → 400', async () => {
    const res = await expectNothingWritten(() =>
      send(server, `${pathTo(dealsApi.close)}${BAD_ESCAPE}`, {
        token: tokenOf('picker'),
        body: 'x',
        type: 'multipart/form-data; boundary=x',
      }),
    );
    expectRefused(res as Awaited<ReturnType<typeof send>>, 400, BAD_ADDRESS);
  });
});
