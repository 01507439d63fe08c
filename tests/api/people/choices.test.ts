/** The create forms' choices: admins, leaders filtered by assignment, and the signed-in leader's own card. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, type PersonOption, peopleApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Callers,
  type Group,
  type Staff,
  signInCallers,
  softDeleteUser,
  sortedIds,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;
let deletedLeader: Staff;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  callers = await signInCallers(server, A);
  deletedLeader = await addUser(server, {
    role: 'team-leader',
    adminId: A.admin.id,
    assignFor: 'rental-picker',
  });
  await softDeleteUser(server.app, deletedLeader.id);
});
afterAll(() => server.close());

/** A choice call's answer, after checking it is a 200. */
const options = async <Query>(
  target: Endpoint<PersonOption[], unknown, Query>,
  token: string | undefined,
  input: { values?: Record<string, string>; query?: Record<string, string> } = {},
) => {
  const res = await server.call(target, { ...input, token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const ids = (people: { _id: string }[]) => people.map((p) => p._id).sort();

describe('GET /admin/get-adminEmails', () => {
  it('answers each active admin as a choice, with no other fields', async () => {
    const admins = await options(peopleApi.adminChoices, callers.token['super-admin']);
    expect(admins).toContainEqual({
      _id: A.admin.id,
      name: A.admin.name,
      email: A.admin.email,
      contact: A.admin.contact,
    });
    expect(ids(admins)).toEqual(sortedIds([A.admin, B.admin]));
  });
});

describe('GET /teamLeader/getTeamLeadersEmails/{adminEmail}', () => {
  it.each([
    ['rental-creator', () => A.creatorLeaders],
    ['rental-picker', () => A.pickerLeaders],
  ] as const)('filters by assignFor=%s, leaving deleted leaders out', async (assignFor, expected) => {
    const leaders = await options(peopleApi.leaderChoices, callers.token['super-admin'], {
      values: { adminEmail: A.admin.email },
      query: { assignFor },
    });
    expect(ids(leaders)).toEqual(sortedIds(expected()));
    expect(ids(leaders)).not.toContain(deletedLeader.id);
    expect(leaders.every((l) => l.assignFor === assignFor)).toBe(true);
  });

  it('reads the email in any case, and lets an admin ask about itself', async () => {
    const values = { adminEmail: A.admin.email.toUpperCase() };
    expect(ids(await options(peopleApi.leaderChoices, callers.token.admin, { values }))).toEqual(
      sortedIds([...A.creatorLeaders, ...A.pickerLeaders]),
    );
  });
});

describe('GET /teamLeader/getTeamLeadersEmails-admin', () => {
  it("answers the admin's own leaders of one assignment", async () => {
    const leaders = await options(peopleApi.ownLeaderChoices, callers.token.admin, {
      query: { assignFor: 'rental-picker' },
    });
    expect(ids(leaders)).toEqual(sortedIds(A.pickerLeaders));
  });

  it('treats an empty assignFor as no filter', async () => {
    const leaders = await options(peopleApi.ownLeaderChoices, callers.token.admin, {
      query: { assignFor: '' },
    });
    expect(leaders).toHaveLength(4);
  });
});

describe('GET /teamLeader/getSingleTeamLeader', () => {
  it('answers the signed-in leader with its assignment and its admin', async () => {
    const res = await server.call(peopleApi.leaderSelf, {
      token: callers.token['picker-leader'],
    });
    const me = A.pickerLeaders[0];
    expect(res.body.data).toEqual({
      _id: me.id,
      name: me.name,
      email: me.email,
      contact: me.contact,
      assignFor: 'rental-picker',
      admin_email: A.admin.email,
      admin_name: A.admin.name,
      admin_contact: A.admin.contact,
    });
  });
});
