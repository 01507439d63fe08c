/**
 * Hostile input to every lead list, the bypass download and the uploads (issue 14): NUL in any query
 * value, days outside the contract's range, cursors whose dates JavaScript reads and the database
 * refuses, malformed addresses, and cells with control characters answer 400 (or skip the row) in the
 * envelope and write nothing; the range's own ends still list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import { BAD_CURSOR, pathTo, type UploadResult, uploadsApi } from '../../../src/contract';
import {
  addLeads,
  BAD_ADDRESS,
  BAD_ESCAPE,
  buildGroup,
  CONTROL_REFUSED,
  createdBy,
  dayOutOfRange,
  expectRefused,
  FORGED_POSITIONS,
  forgedCursor,
  type Group,
  goodRow,
  HEADER,
  NUL_IN_URL,
  notADay,
  OUT_OF_RANGE_DAYS,
  pickedBy,
  query as queryRows,
  send,
  snapshotAll,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  UNREADABLE_DAYS,
  upload,
  withNul,
  xlsxOf,
} from '../support';

let server: TestServer;
let group: Group;
let root: UserRow;

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  root = await superAdminOf(server);
  const mine = createdBy(group.creators[0]);
  await addLeads(server, [
    { ...mine, createdAt: new Date('2026-03-10T15:00:00Z') },
    {
      ...mine,
      createdAt: new Date('2026-03-09T15:00:00Z'),
      ...pickedBy(group.pickers[0], new Date('2026-03-10T16:00:00Z')),
      clientEmail: 'renter@mail.test',
    },
  ]);
}, 60_000);
afterAll(() => server.close());

/** Every lead list and a caller allowed to read it. */
const LISTS: [path: string, caller: () => UserRow][] = [
  ['/rental/getAllRentalsByCreator', () => root],
  ['/rental/getAllRentalsByPicker', () => root],
  ['/rental/getClientsInfo', () => root],
  ['/teamLeader/getRentals-creator', () => group.creatorLeaders[0]],
  ['/teamLeader/getRentals-picker', () => group.pickerLeaders[0]],
  ['/admin/getRentals-picker', () => group.admin],
  ['/admin/team-leader/getRentals-creator', () => group.admin],
];

const QUERIES: [query: string, message: string][] = [
  ...['search', 'sort', 'cursor', 'isFetched', 'isFinished', 'number_status', 'page', 'limit'].map(
    (key): [string, string] => [`${key}=${NUL_IN_URL}`, CONTROL_REFUSED],
  ),
  [`${NUL_IN_URL}=1`, CONTROL_REFUSED],
  ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`startDate=${day}`, dayOutOfRange('Start date')]),
  ...OUT_OF_RANGE_DAYS.map((day): [string, string] => [`endDate=${day}`, dayOutOfRange('End date')]),
  ...UNREADABLE_DAYS.map((day): [string, string] => [
    `endDate=${encodeURIComponent(day)}`,
    notADay('End date'),
  ]),
  ...FORGED_POSITIONS('-createdAt').map((position): [string, string] => [
    `sort=-createdAt&cursor=${forgedCursor(position)}`,
    BAD_CURSOR,
  ]),
  [
    `sort=-finishedDate&cursor=${forgedCursor({ sort: '-finishedDate', date: 'Tue 1 2', id: 'x' })}`,
    BAD_CURSOR,
  ],
];

describe.each(LISTS)('GET %s', (path, caller) => {
  it.each(QUERIES)('?%s → 400', async (query, message) => {
    const before = await snapshotAll(server);
    const res = await send(server, `${path}?${query}`, { token: tokenOf(server, caller()) });
    expectRefused(res, 400, message);
    expect(await snapshotAll(server)).toBe(before);
  });

  it('refuses a malformed escape in its address', async () => {
    const res = await send(server, `${path}${BAD_ESCAPE}`, { token: tokenOf(server, caller()) });
    expectRefused(res, 400, BAD_ADDRESS);
  });

  it('lists from the first day of the range to the last', async () => {
    const res = await send(server, `${path}?startDate=2000-01-01&endDate=9999-12-31`, {
      token: tokenOf(server, caller()),
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('GET /rental/downloadRentals', () => {
  it.each([
    [`limit=1&admin_email=${NUL_IN_URL}`, CONTROL_REFUSED],
    ['limit=1%00&admin_email=admin%40lead-lists.test', CONTROL_REFUSED],
    [`limit=1&admin_email=a%00@lead-lists.test`, CONTROL_REFUSED],
  ])('?%s → 400, nothing handed out', async (query, message) => {
    const before = await snapshotAll(server);
    const res = await send(server, `${pathTo(uploadsApi.takeFromPool)}?${query}`, {
      token: tokenOf(server, root),
    });
    expectRefused(res, 400, message);
    expect(await snapshotAll(server)).toBe(before);
  });
});

describe('uploads', () => {
  it.each(['/rental/bulk-upload-rental', '/rental/bulk-upload-rental-for-use'])(
    '%s skips a row with a control character in a cell, naming the field',
    async (path) => {
      const before = await snapshotAll(server);
      const bytes = xlsxOf([HEADER, goodRow('5075550190', withNul('Ana Lopez'))]);
      const res = await upload(server, path, tokenOf(server, root), bytes, 'leads.xlsx');
      expect(res.status).toBe(200);
      const data = res.body.data as UploadResult;
      expect(data.inserted).toBe(0);
      expect(data.skipped.map((row) => row.reason)).toEqual([
        'Client Name must not contain control characters',
      ]);
      // Nothing written but the import's line in the history (docs/rules/uploads.md#d5.7.2), which says so.
      const [history] = await queryRows<{ inserted: number; skipped: number }>(
        server,
        sql`DELETE FROM lead_imports RETURNING inserted, skipped`,
      );
      expect(history).toEqual({ inserted: 0, skipped: 1 });
      expect(await snapshotAll(server)).toBe(before);
    },
  );

  it('refuses a malformed escape in the upload address', async () => {
    const res = await send(server, `/rental/bulk-upload-rental${BAD_ESCAPE}`, {
      token: tokenOf(server, root),
      body: 'x',
      type: 'multipart/form-data; boundary=x',
    });
    expectRefused(res, 400, BAD_ADDRESS);
  });
});
