/**
 * The import history and its Revert (docs/rules/uploads.md#d5.7): every published import recorded with who, when, the
 * file and its counts, listed a page at a time within the caller's scope; a revert removes in one
 * transaction the leads nobody claimed, says how many stayed, is audited, takes back what the leads
 * counted, and is refused the second time (409); denials for everyone else.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_REVERTED,
  BULK_UPLOAD_OFF,
  countsApi,
  type LeadImport,
  type ListResult,
  leadsApi,
  NO_SUCH_IMPORT,
  pathTo,
  uploadsApi,
} from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Callers,
  csvOf,
  type Group,
  goodRow,
  HEADER,
  query,
  type Staff,
  signInCallers,
  startTestServer,
  type TestServer,
  tokenOf,
  upload,
} from '../support';

let server: TestServer;
let group: Group;
let callers: Callers;
let root: string;
let creator: Staff;
let otherCreator: Staff;

const BULK = pathTo(uploadsApi.importLeads);
const FOR_USE = pathTo(uploadsApi.importToPool);

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  callers = await signInCallers(server, group);
  root = callers.token['super-admin']!;
  const allowed = { role: 'data-creator', adminId: group.admin.id, canBulkUpload: true } as const;
  creator = await addUser(server, {
    ...allowed,
    teamLeaderId: group.creatorLeader.id,
    name: 'Carla Creator',
  });
  otherCreator = await addUser(server, {
    ...allowed,
    teamLeaderId: group.creatorLeader.id,
    name: 'Otto Other',
  });
}, 60_000);

afterAll(() => server?.close());

let nextNumber = 0;
/** A file of `count` good rows with fresh numbers. */
const fileOf = (count: number) =>
  csvOf([
    HEADER,
    ...Array.from({ length: count }, () => goodRow(`50762${String(nextNumber++).padStart(5, '0')}`)),
  ]);

const history = (token: string, query: Record<string, number> = {}) =>
  server.call(uploadsApi.listImports, { token, query });
const revert = (token: string, id: string) => server.call(uploadsApi.revertImport, { token, values: { id } });

/** Imports `count` rows as `token`, and answers the import as the history lists it. */
async function imported(token: string, count: number, path = BULK, name = 'leads.csv') {
  expect((await upload(server, path, token, fileOf(count), name)).status).toBe(200);
  return (await history(token, { limit: 1 })).body.data!.result[0]!;
}

const leadsOf = (id: string) =>
  query<{ id: string; number: string }>(server, sql`SELECT id, number FROM rentals WHERE import_id = ${id}`);

describe('revert', () => {
  it('removes the leads nobody claimed, keeps the claimed ones, says how many stayed, and un-counts them', async () => {
    const token = tokenOf(server, creator);
    const todayCount = async () =>
      (await server.call(countsApi.creator, { token: tokenOf(server, creator) })).body.data!.todayCount;
    const entry = await imported(token, 4, BULK, 'march.csv');
    expect(entry).toMatchObject({
      uploadedBy: { _id: creator.id, name: 'Carla Creator' },
      fileName: 'march.csv',
      source: 'bulk',
      inserted: 4,
      skipped: 0,
      reverted: null,
    });
    expect(await todayCount()).toBe(4);

    // A picker's real claim takes one of them (the pool holds nothing else yet); another is made invalid.
    const claim = await server.call(leadsApi.claim, { token: callers.token.picker });
    expect(claim.status).toBe(200);
    const [invalid] = (await leadsOf(entry._id)).filter((lead) => lead.id !== claim.body.data!.rental!._id);
    await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE id = ${invalid!.id}`);

    const answer = await revert(token, entry._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Removed: 2, Stayed: 2',
      data: { removed: 2, kept: 2 },
    });
    expect((await leadsOf(entry._id)).map((lead) => lead.id).sort()).toEqual(
      [claim.body.data!.rental!._id, invalid!.id].sort(),
    );
    expect(await todayCount()).toBe(2);

    const [listed] = (await history(token)).body.data!.result;
    expect(listed!.reverted).toMatchObject({
      by: { _id: creator.id, name: 'Carla Creator' },
      removed: 2,
      kept: 2,
    });
    const audit = await query<{ action: string; after: unknown; target_label: string; admin_id: string }>(
      server,
      sql`SELECT action, after, target_label, admin_id FROM audit_entries WHERE action = 'import-reverted'`,
    );
    expect(audit).toEqual([
      {
        action: 'import-reverted',
        after: { removed: 2, kept: 2 },
        target_label: 'march.csv',
        admin_id: group.admin.id,
      },
    ]);

    const again = await revert(token, entry._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_REVERTED);
    expect(await leadsOf(entry._id)).toHaveLength(2);
  });

  it('leaves nothing of an import nobody touched, whoever reverts it within scope', async () => {
    const entry = await imported(tokenOf(server, otherCreator), 3);
    const answer = await revert(root, entry._id);
    expect(answer.body.data).toEqual({ removed: 3, kept: 0 });
    expect(await leadsOf(entry._id)).toEqual([]);
    const mine = await imported(root, 2, FOR_USE, 'pool.csv');
    expect(mine).toMatchObject({ source: 'for-use', uploadedBy: { name: expect.any(String) } });
    expect((await revert(root, mine._id)).body.data).toEqual({ removed: 2, kept: 0 });
  });

  it('refuses another creator’s import as none, an unknown id, and every role that imports nothing', async () => {
    const entry = await imported(tokenOf(server, creator), 2);
    const before = await leadsOf(entry._id);
    const other = await revert(tokenOf(server, otherCreator), entry._id);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(NO_SUCH_IMPORT);
    expect((await revert(root, 'no-such-import')).status).toBe(404);
    for (const who of ['admin', 'creator-leader', 'picker-leader', 'picker'] as const)
      expect((await revert(callers.token[who]!, entry._id)).status).toBe(403);
    expect((await revert('', entry._id)).status).toBe(401);
    const off = await revert(callers.token.creator!, entry._id);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(BULK_UPLOAD_OFF);
    expect(await leadsOf(entry._id)).toEqual(before);
    expect((await history(root)).body.data!.result.find((row) => row._id === entry._id)!.reverted).toBeNull();
  });
});

describe('the history', () => {
  it('lists a creator her own imports and the super-admin everyone’s, newest first, a page at a time', async () => {
    const own = (await history(tokenOf(server, creator))).body.data as ListResult<LeadImport>;
    expect(own.result.length).toBeGreaterThan(0);
    expect(own.result.every((row) => row.uploadedBy._id === creator.id)).toBe(true);

    const all = (await history(root, { limit: 100 })).body.data as ListResult<LeadImport>;
    const people = new Set(all.result.map((row) => row.uploadedBy._id));
    expect(people.has(creator.id) && people.has(otherCreator.id)).toBe(true);
    const times = all.result.map((row) => row.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());

    const page = await history(root, { page: 2, limit: 2 });
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Imports retrieved successfully');
    expect(page.body.data).toMatchObject({
      result: all.result.slice(2, 4),
      countInfo: { total: all.countInfo.total, totalPage: Math.ceil(all.countInfo.total / 2) },
    });
  });

  it('records an import that inserted nothing, and none refused whole', async () => {
    const before = (await history(root)).body.data!.countInfo.total;
    const refused = await upload(
      server,
      BULK,
      root,
      csvOf([
        ['who', 'what'],
        ['a', 'b'],
      ]),
      'bad.csv',
    );
    expect(refused.status).toBe(400);
    expect((await history(root)).body.data!.countInfo.total).toBe(before);
    const dup = csvOf([HEADER, goodRow('5076200000')]);
    expect((await upload(server, BULK, root, dup, 'again.csv')).body.data).toMatchObject({ inserted: 0 });
    expect((await history(root, { limit: 1 })).body.data!.result[0]).toMatchObject({
      fileName: 'again.csv',
      inserted: 0,
      skipped: 1,
    });
  });

  it('refuses a bad page, and every role that imports nothing', async () => {
    expect((await history(root, { limit: 101 })).status).toBe(400);
    expect((await history(root, { page: 0 })).status).toBe(400);
    for (const who of ['admin', 'creator-leader', 'picker-leader', 'picker'] as const)
      expect((await history(callers.token[who]!)).status).toBe(403);
    expect((await history(callers.token.creator!)).body.message).toBe(BULK_UPLOAD_OFF);
    expect((await history('')).status).toBe(401);
  });
});
