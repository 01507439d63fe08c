/**
 * An import is written as an unpublished batch (docs/rules/uploads.md#d5.7): while its parts are written, other
 * requests are answered and none of them sees its leads (lists, claims, number search, counts, the
 * board's pool, the reports); one statement publishes them all; a failed or abandoned import leaves
 * nothing, and a writer whose batch was swept stops without publishing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingImports, rentals } from '../../../server/src/db/schema';
import type { SessionUser } from '../../../server/src/lib/caller';
import type { CheckedPart } from '../../../server/src/services/uploads/check-rows';
import { STALE_BATCH_MS, sweepStaleBatches } from '../../../server/src/services/uploads/import-batch';
import { importLeads, uploaderOwns } from '../../../server/src/services/uploads/import-leads';
import {
  countsApi,
  leadListsApi,
  leadsApi,
  operationsApi,
  pathTo,
  reportsApi,
  type UploadResult,
} from '../../../src/contract';
import {
  addUser,
  buildGroup,
  checkedLead,
  type Group,
  getList,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let root: Staff;
let group: Group;
let creator: Staff;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  group = await buildGroup(server);
  creator = await addUser(server, {
    role: 'data-creator',
    adminId: group.admin.id,
    teamLeaderId: group.creatorLeader.id,
    canBulkUpload: true,
  });
}, 60_000);

afterAll(() => server?.close());

beforeEach(async () => {
  // Each case starts with an empty pool, so a claim can only take what an import added.
  await server.app.db.execute(sql`UPDATE rentals SET number_status = 'invalid' WHERE number_status IS NULL`);
});

/** An upload thread that checks a first part, then waits for `go` before its second (or its failure). */
function gatedParts(then: 'more' | 'fail') {
  let go!: () => void;
  const gate = new Promise<void>((resolve) => {
    go = resolve;
  });
  const first = [checkedLead(2), checkedLead(3)];
  const second = [checkedLead(4)];
  async function* check(): AsyncGenerator<CheckedPart> {
    yield { leads: first, skipped: [], more: true };
    await gate;
    if (then === 'fail') throw new Error('The upload thread stopped');
    yield { leads: second, skipped: [], more: false };
  }
  return { check, go, numbers: [...first, ...second].map((l) => l.number) };
}

const startImport = (check: () => AsyncGenerator<CheckedPart>, now = () => new Date()) =>
  importLeads(
    { ...server.app.deps, sheets: { check }, now },
    { filename: 'gated.xlsx', bytes: Buffer.alloc(0) },
    {
      uploader: { ...creator, _id: creator.id } as unknown as SessionUser,
      owner: uploaderOwns({ ...creator, _id: creator.id } as unknown as SessionUser),
    },
  );

/** Until the batch's first part is in `rentals`. */
async function firstPartWritten(numbers: string[]): Promise<void> {
  for (;;) {
    const [row] = await server.app.db
      .select({ id: rentals.id })
      .from(rentals)
      .where(eq(rentals.number, numbers[0]!));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** What each reader sees of the creator's leads and of the pool, through the API. */
async function seen(numbers: string[]) {
  const [list, counts, search, board, report] = await Promise.all([
    getList(server, pathTo(leadListsApi.listAllLeads), root.token, { limit: 100 }),
    server.call(countsApi.creator, { token: tokenOf(server, creator), query: {} }),
    server.call(leadsApi.search, { token: tokenOf(server, group.picker), query: { number: numbers[0]! } }),
    server.call(operationsApi.board, { token: tokenOf(server, group.admin), query: {} }),
    server.call(reportsApi.report, { token: tokenOf(server, root), query: {} }),
  ]);
  const listed = list.body.data!.result.filter((rental) => numbers.includes(rental.number)).length;
  const created = report.body.data!.creators.find((row) => row._id === creator.id);
  return {
    listed,
    todayCount: counts.body.data!.todayCount,
    found: search.status,
    poolLeft: board.body.data!.header.poolLeft,
    reportCreated: created?.leadsCreated ?? 0,
  };
}

describe('an import being written', () => {
  it('answers other requests, shows none of its leads until it is published whole, then all of them', async () => {
    const before = await seen(['+10000000000']);
    const parts = gatedParts('more');
    const importing = startImport(parts.check);
    await firstPartWritten(parts.numbers);

    // The first part is in the database; every reader answers at once and sees nothing of it.
    expect(await seen(parts.numbers)).toEqual({ ...before, listed: 0, found: 404 });
    const claim = await server.call(leadsApi.claim, { token: tokenOf(server, group.picker) });
    expect(claim.body.code).toBe('pool-empty');

    parts.go();
    const result = (await importing) as UploadResult;
    expect(result.inserted).toBe(3);
    expect(await seen(parts.numbers)).toEqual({
      listed: 3,
      todayCount: before.todayCount + 3,
      found: 200,
      poolLeft: before.poolLeft + 3,
      reportCreated: before.reportCreated + 3,
    });
    expect(await server.app.db.select().from(pendingImports)).toEqual([]);
  });

  it('leaves nothing, in the lists or the reports, when a part after the first fails', async () => {
    const before = await seen(['+10000000000']);
    const parts = gatedParts('fail');
    const importing = startImport(parts.check);
    await firstPartWritten(parts.numbers);
    parts.go();

    await expect(importing).rejects.toThrow('The upload thread stopped');
    const left = await server.app.db.select().from(rentals).where(eq(rentals.number, parts.numbers[0]!));
    expect(left).toEqual([]);
    expect(await seen(parts.numbers)).toEqual({ ...before, found: 404 });
    expect(await server.app.db.select().from(pendingImports)).toEqual([]);
  });

  it('is removed by a sweep once its writer stopped, and a writer that comes back publishes nothing', async () => {
    const before = await seen(['+10000000000']);
    const parts = gatedParts('more');
    const importing = startImport(parts.check);
    await firstPartWritten(parts.numbers);

    expect(await sweepStaleBatches(server.app.db, new Date())).toBe(0);
    expect(await sweepStaleBatches(server.app.db, new Date(Date.now() + STALE_BATCH_MS + 1_000))).toBe(1);
    expect(await server.app.db.select().from(rentals).where(eq(rentals.number, parts.numbers[0]!))).toEqual(
      [],
    );

    parts.go();
    await expect(importing).rejects.toThrow('was removed while it was written');
    expect(await seen(parts.numbers)).toEqual({ ...before, found: 404 });
    expect(await server.app.db.select().from(pendingImports)).toEqual([]);
  });
});
