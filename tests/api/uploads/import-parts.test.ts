/**
 * An import is checked and written a part at a time (docs/decisions.md#p91): the answer is
 * the same as for a file read whole (duplicates across parts, numbers already saved, rows in order),
 * and a failure after a part was written leaves nothing behind.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEntries, rentals } from '../../../server/src/db/schema';
import type { SessionUser } from '../../../server/src/lib/caller';
import type { CheckedPart } from '../../../server/src/services/uploads/check-rows';
import { FOR_USE, importLeads } from '../../../server/src/services/uploads/import-leads';
import {
  DUPLICATE_NUMBER,
  duplicateOfRow,
  pathTo,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  checkedLead,
  goodRow,
  HEADER,
  nextNumber,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  upload,
  xlsxOf,
} from '../support';

let server: TestServer;
let root: Staff;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
}, 60_000);

afterAll(() => server?.close());

const leadCount = async () => (await server.app.db.select({ n: count() }).from(rentals))[0]!.n;

/** The super-admin's import to the pool of checked parts made up by the test, as the upload thread would hand them. */
const importOf = (parts: () => AsyncGenerator<CheckedPart>) =>
  importLeads(
    { ...server.app.deps, sheets: { check: parts }, now: () => new Date() },
    { filename: 'x.xlsx', bytes: Buffer.alloc(0) },
    { uploader: { ...root, _id: root.id } as unknown as SessionUser, owner: FOR_USE },
  );

it('answers a file of five parts as one: duplicates across parts and saved numbers skipped, in row order', async () => {
  const saved = nextNumber();
  expect(
    (
      await upload(
        server,
        pathTo(uploadsApi.importToPool),
        root.token,
        xlsxOf([HEADER, goodRow(saved)]),
        'one.xlsx',
      )
    ).status,
  ).toBe(200);
  const numbers = Array.from({ length: 25_000 }, () => nextNumber());
  // Sheet row 20,002 (the fourth part) repeats row 2's number; row 24,002 (the fifth) one already saved.
  numbers[20_000] = numbers[0]!;
  numbers[24_000] = saved;
  const before = await leadCount();

  const imported = await upload(
    server,
    pathTo(uploadsApi.importToPool),
    root.token,
    xlsxOf([HEADER, ...numbers.map((n) => goodRow(n))]),
    'parts.xlsx',
  );

  expect(imported.status).toBe(200);
  const result = imported.body.data as UploadResult;
  expect(result.inserted).toBe(24_998);
  expect(result.skipped.map((row) => [row.row, row.reason])).toEqual([
    [20_002, duplicateOfRow(2)],
    [24_002, DUPLICATE_NUMBER],
  ]);
  expect(await leadCount()).toBe(before + 24_998);
}, 180_000);

it('tells it is importing from its reading to its end, each part written, published, failed or refused, after its rows', async () => {
  const heard: string[] = [];
  server.app.events.on('importWriting', ({ writing }) => heard.push(writing ? 'writing' : 'ended'));
  server.app.events.on('importPartWritten', ({ rows }) => heard.push(`part of ${rows}`));
  server.app.events.on('bulkWritten', ({ rows, kind }) => heard.push(`${rows} ${kind}`));
  async function* published(): AsyncGenerator<CheckedPart> {
    yield { leads: [checkedLead(2), checkedLead(3)], skipped: [], more: false };
  }
  async function* failed(): AsyncGenerator<CheckedPart> {
    yield { leads: [checkedLead(2)], skipped: [], more: true };
    throw new Error('The upload thread stopped');
  }
  // The thread refuses the file before its first part: nothing is written, and the upkeep waited for it.
  async function* refused(): AsyncGenerator<CheckedPart> {
    yield* [];
    throw new Error('The file could not be read');
  }

  await importOf(published);
  await expect(importOf(failed)).rejects.toThrow('The upload thread stopped');
  await expect(importOf(refused)).rejects.toThrow('The file could not be read');

  expect(heard).toEqual([
    'writing',
    'part of 2',
    '2 added',
    'ended',
    'writing',
    'part of 1',
    'ended',
    'writing',
    'ended',
  ]);
});

it('writes nothing, not even its audit entry, when a part after the first fails', async () => {
  async function* parts(): AsyncGenerator<CheckedPart> {
    yield { leads: [checkedLead(2), checkedLead(3)], skipped: [], more: true };
    throw new Error('The upload thread stopped');
  }
  const before = await leadCount();
  const audited = (
    await server.app.db
      .select({ n: count() })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'leads-uploaded'))
  )[0]!.n;

  const importing = importOf(parts);

  await expect(importing).rejects.toThrow('The upload thread stopped');
  expect(await leadCount()).toBe(before);
  const after = (
    await server.app.db
      .select({ n: count() })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'leads-uploaded'))
  )[0]!.n;
  expect(after).toBe(audited);
});
