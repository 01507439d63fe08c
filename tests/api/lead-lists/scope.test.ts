/**
 * Every lead list for every caller, over HTTP (docs/rules/people.md#d4, docs/rules/people.md): the exact rows each may
 * see, and 403 for everyone the list is not for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow, UserRow } from '../../../server/src/db/schema';
import { leadListsApi, pathTo } from '../../../src/contract';
import {
  addLeads,
  buildGroup,
  createdBy,
  type Group,
  getList,
  idsOf,
  pickedBy,
  softDeleteUser,
  sortedIds,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let a: Group;
let b: Group;
let superAdmin: UserRow;
let leads: RentalRow[];

const AT = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = [await buildGroup(server), await buildGroup(server)];
  superAdmin = await superAdminOf(server);
  const perCreator = (group: Group) =>
    group.creators.flatMap((creator, i) => [
      createdBy(creator),
      { ...createdBy(creator), ...pickedBy(a.pickers[0], AT), clientEmail: i === 0 ? 'client@a.test' : null },
      { ...createdBy(creator), ...pickedBy(b.pickers[1], AT), clientEmail: 'client@b.test' },
      { ...createdBy(creator), numberStatus: 'invalid' as const },
    ]);
  leads = await addLeads(server, [
    ...perCreator(a),
    ...perCreator(b),
    // Uploaded for use: no creator; one still in the pool, one picked with a client email.
    { source: 'for-use' },
    { source: 'for-use', ...pickedBy(a.pickers[1], AT), clientEmail: 'pool@a.test' },
    // The super-admin's own bulk upload: a creator with no group.
    { source: 'bulk', creatorId: superAdmin.id },
    // A bypass: the admin is its own fetcher.
    {
      ...createdBy(b.creators[0]),
      fetcherId: a.admin.id,
      fetcherAdminId: a.admin.id,
      isFetched: true,
      isFinished: true,
      finishedDate: AT,
    },
  ]);
}, 60_000);

afterAll(() => server?.close());

type Rule = (lead: RentalRow) => boolean;
const createdIn =
  (group: Group): Rule =>
  (lead) =>
    lead.creatorAdminId === group.admin.id;
const pickedIn =
  (group: Group): Rule =>
  (lead) =>
    lead.fetcherId !== null && lead.fetcherAdminId === group.admin.id;
const clientsIn =
  (group: Group): Rule =>
  (lead) =>
    !!lead.clientEmail && pickedIn(group)(lead);

const CALLERS = [
  'super-admin',
  'admin A',
  'admin B',
  'creator leader',
  'picker leader',
  'creator',
  'picker',
] as const;
type Caller = (typeof CALLERS)[number];

const userOf = (caller: Caller): UserRow =>
  ({
    'super-admin': superAdmin,
    'admin A': a.admin,
    'admin B': b.admin,
    'creator leader': a.creatorLeaders[0],
    'picker leader': a.pickerLeaders[0],
    creator: a.creators[0],
    picker: a.pickers[0],
  })[caller];

/** Who sees which rows on each list; a caller left out gets 403. */
const MATRIX: Record<string, Partial<Record<Caller, () => Rule>>> = {
  '/rental/getAllRentalsByCreator': {
    'super-admin': () => () => true,
    'admin A': () => createdIn(a),
    'admin B': () => createdIn(b),
  },
  '/rental/getAllRentalsByPicker': {
    'super-admin': () => (lead) => lead.fetcherId !== null,
    'admin A': () => pickedIn(a),
    'admin B': () => pickedIn(b),
  },
  '/rental/getClientsInfo': {
    'super-admin': () => (lead) => !!lead.clientEmail && lead.fetcherId !== null,
    'admin A': () => clientsIn(a),
    'admin B': () => clientsIn(b),
    'picker leader': () => clientsIn(a),
  },
  '/teamLeader/getRentals-creator': {
    'creator leader': () => (lead) => lead.creatorLeaderId === a.creatorLeaders[0].id,
    'picker leader': () => createdIn(a),
  },
  '/teamLeader/getRentals-picker': {
    'picker leader': () => pickedIn(a),
  },
  '/admin/getRentals-picker': {
    'admin A': () => pickedIn(a),
    'admin B': () => pickedIn(b),
  },
  '/admin/team-leader/getRentals-creator': {
    'admin A': () => createdIn(a),
    'admin B': () => createdIn(b),
  },
};

describe.each(Object.entries(MATRIX))('%s', (path, allowed) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const response = await getList(server, path, tokenOf(server, userOf(caller)), { limit: 100 });
    const rule = allowed[caller];
    if (!rule) {
      expect(response.status).toBe(403);
      return;
    }
    expect(response.status).toBe(200);
    const expected = leads.filter(rule());
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(response.body.data.result)).toEqual(sortedIds(expected));
    expect(response.body.data.countInfo).toEqual({ total: expected.length, totalPage: 1 });
  });

  it('refuses a signed-out caller', async () => {
    expect((await getList(server, path, undefined)).status).toBe(401);
  });
});

describe('lead rows', () => {
  it("carry the creator's and picker's names, which stay after those users are deleted", async () => {
    const lead = leads.find((l) => l.creatorId === a.creators[0].id && l.fetcherId === a.pickers[0].id)!;
    await softDeleteUser(server.app, a.creators[0].id);
    await softDeleteUser(server.app, a.pickers[0].id);
    const response = await getList(server, pathTo(leadListsApi.listAllLeads), tokenOf(server, a.admin), {
      limit: 100,
    });
    const row = response.body.data.result.find((r) => r._id === lead.id)!;
    expect(row.creator).toEqual({
      name: a.creators[0].name,
      email: a.creators[0].email,
      team_leader_name: a.creatorLeaders[0].name,
      admin_name: a.admin.name,
    });
    expect(row.fetcher).toEqual({
      name: a.pickers[0].name,
      email: a.pickers[0].email,
      team_leader_name: a.pickerLeaders[0].name,
      admin_name: a.admin.name,
    });
    expect(row).toMatchObject({ _id: lead.id, number: lead.number, isFetched: true, isFinished: true });
  });

  it('show a lead uploaded for use with no creator', async () => {
    const response = await getList(server, pathTo(leadListsApi.listPickedLeads), tokenOf(server, a.admin), {
      limit: 100,
    });
    const pooled = response.body.data.result.find((r) => r.client_email === 'pool@a.test')!;
    expect(pooled.creator).toBeNull();
    expect(pooled.fetcher?.name).toBe(a.pickers[1].name);
  });
});
