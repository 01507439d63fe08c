/**
 * A bulk add to the do-not-contact list from a .csv or .xlsx (docs/rules/do-not-contact.md#d5.13): columns `number` and
 * `reason` matched as an upload's are, each row checked as the add form's body, skipped rows answered
 * with their reasons, the leads nobody holds ended, and each write recorded in the audit trail; a
 * refused file writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DoNotContactUploadResult, doNotContactApi, pathTo } from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import {
  buildGroup,
  csvOf,
  type Group,
  insertLeads,
  query,
  rentalById,
  startLeadsServer,
  type TestServer,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let A: Group;

beforeAll(async () => {
  server = await startLeadsServer();
  A = await buildGroup(server);
});
afterAll(() => server.close());

const BULK = pathTo(doNotContactApi.addFromFile);
const send = (bytes: Uint8Array | string, filename: string) =>
  upload(server, BULK, A.admin.token, bytes, filename);
const listedCount = async () =>
  (await query<{ n: number }>(server, sql`SELECT count(*)::int AS n FROM do_not_contact`))[0]!.n;

describe.each([
  ['.csv', csvOf, '555301'],
  ['.xlsx', xlsxOf, '555302'],
] as const)('a %s file', (extension, build, prefix) => {
  it('lists its good rows, skips the others with their reasons, and ends the leads nobody holds', async () => {
    const [poolLead] = await insertLeads(server, 1);
    const poolNumber = (await rentalById(server, poolLead!))!.number;
    await server.call(doNotContactApi.add, {
      token: A.admin.token,
      body: { number: `${prefix}0009`, reason: 'Earlier' },
    });
    const mark = await markOf(server);
    const file = build([
      [' Number ', 'REASON'],
      [`(${prefix.slice(0, 3)}) ${prefix.slice(3)}-0001`, 'Complaint'],
      ['not a number', 'Complaint'],
      [`${prefix}0002`, ''],
      [`+1${prefix}0001`, 'Same again'],
      [`${prefix}0009`, 'Listed already'],
      [poolNumber, 'Asked the picker'],
      [`${prefix}0003`, 'r'.repeat(201)],
    ]);
    const sent = await send(file, `numbers${extension}`);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe('Inserted: 2, Skipped: 5');
    expect(sent.body.data as DoNotContactUploadResult).toEqual({
      inserted: 2,
      leadsEnded: 1,
      skipped: [
        { row: 3, number: 'not a number', reason: 'Number: Please enter a valid phone number' },
        { row: 4, number: `${prefix}0002`, reason: 'Reason is required' },
        { row: 5, number: `+1${prefix}0001`, reason: 'Duplicate of row 2 in this file' },
        { row: 6, number: `${prefix}0009`, reason: 'This number is already on the do-not-contact list' },
        { row: 8, number: `${prefix}0003`, reason: 'Reason: Maximum 200 characters allowed' },
      ],
    });
    expect(await rentalById(server, poolLead!)).toMatchObject({
      isFinished: true,
      outcome: 'do-not-contact',
    });
    const reasons = await query<{ number: string; reason: string; added_by_id: string }>(
      server,
      sql`SELECT number, reason, added_by_id FROM do_not_contact WHERE number IN (${`+1${prefix}0001`}, ${poolNumber})
        ORDER BY number`,
    );
    expect(reasons.map((r) => [r.reason, r.added_by_id])).toEqual(
      expect.arrayContaining([
        ['Complaint', A.admin.id],
        ['Asked the picker', A.admin.id],
      ]),
    );
    const [entry, ...more] = await entriesSince(server, mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'do-not-contact-uploaded',
      actorId: A.admin.id,
      targetKind: 'upload',
      targetLabel: `numbers${extension}`,
      after: { inserted: 2, leadsEnded: 1 },
      adminId: A.admin.id,
    });
  });
});

describe('a large file', () => {
  it('is written a part at a time, each part recorded with its counts', async () => {
    const rows = Array.from({ length: 7_000 }, (_, i) => [
      `+1555400${String(i).padStart(4, '0')}`,
      'Registry',
    ]);
    const mark = await markOf(server);
    const before = await listedCount();
    const sent = await send(csvOf([['number', 'reason'], ...rows]), 'registry.csv');
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe('Inserted: 7000, Skipped: 0');
    expect(await listedCount()).toBe(before + 7_000);
    const written = await entriesSince(server, mark);
    expect(written.length).toBeGreaterThan(1);
    expect(written.every((entry) => entry.action === 'do-not-contact-uploaded')).toBe(true);
    expect(written.reduce((sum, entry) => sum + (entry.after!.inserted as number), 0)).toBe(7_000);
  });
});

describe('a refused file', () => {
  it.each([
    [
      'without a reason column',
      csvOf([['number'], ['5553100001']]),
      'list.csv',
      'No recognisable header: the first row must name the columns number, reason. Missing: reason',
    ],
    [
      'with no rows under its header',
      csvOf([['number', 'reason']]),
      'list.csv',
      'The file has no rows under its header',
    ],
    [
      'that is not a spreadsheet',
      'number,reason\n5553100002,x\n',
      'list.txt',
      'Only .csv and .xlsx files can be uploaded',
    ],
  ])('is refused whole when %s, and nothing is written', async (_, bytes, filename, message) => {
    const before = await listedCount();
    const mark = await markOf(server);
    const sent = await send(bytes, filename);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe(message);
    expect(await listedCount()).toBe(before);
    expect(await entriesSince(server, mark)).toEqual([]);
  });

  it('answers 400 without a file', async () => {
    const sent = await server.api(BULK, { method: 'POST', token: A.admin.token, body: {} });
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe('Please select a file first.');
  });
});
