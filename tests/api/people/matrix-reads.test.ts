/**
 * Who may read which staff (docs/rules/people.md#d4), as a table: every list and form-choice call × every
 * caller, with admin A's group signed in and admin B's group as the one out of scope. A 200 must
 * answer exactly the expected people: no list ever shows a row out of scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, PersonOption, StaffKind, StaffUser } from '../../../src/contract';
import {
  buildGroup,
  CALLERS,
  type CallerName,
  type Callers,
  type Group,
  idsOf,
  membersOf,
  type Staff,
  signInCallers,
  sortedIds,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

/** What a list shows: every user of its kind, admin A's group, or the caller's own staff. */
type Visible = 'all' | 'group' | 'own';
type ListAnswer = Visible | 401 | 403;

const DENIED = { creator: 403, picker: 403, 'signed-out': 401 } as const;

const LISTS: { path: string; kind: StaffKind; expect: Record<CallerName, ListAnswer> }[] = [
  {
    path: '/admin/getAllAdmins',
    kind: 'admin',
    expect: { 'super-admin': 'all', admin: 403, 'creator-leader': 403, 'picker-leader': 403, ...DENIED },
  },
  {
    path: '/teamLeader/getAllTeamLeaders',
    kind: 'team-leader',
    expect: { 'super-admin': 'all', admin: 'group', 'creator-leader': 403, 'picker-leader': 403, ...DENIED },
  },
  {
    path: '/admin/getTeamLeaders',
    kind: 'team-leader',
    expect: { 'super-admin': 'all', admin: 'group', 'creator-leader': 403, 'picker-leader': 403, ...DENIED },
  },
  {
    path: '/dataCreator/getAllDataCreators',
    kind: 'data-creator',
    expect: {
      'super-admin': 'all',
      admin: 'group',
      'creator-leader': 'own',
      'picker-leader': 403,
      ...DENIED,
    },
  },
  {
    path: '/dataPicker/getAllDataPickers',
    kind: 'data-picker',
    expect: {
      'super-admin': 'all',
      admin: 'group',
      'creator-leader': 403,
      'picker-leader': 'group',
      ...DENIED,
    },
  },
];

function expectedRows(kind: StaffKind, visible: Visible, caller: Staff | undefined): Staff[] {
  const people = visible === 'all' ? [...membersOf(A), ...membersOf(B)] : membersOf(A);
  return people.filter((p) => p.role === kind && (visible !== 'own' || p.teamLeaderId === caller?.id));
}

describe.each(LISTS)('GET $path', ({ path, kind, expect: answers }) => {
  it.each(CALLERS.map((caller) => ({ caller, answer: answers[caller] })))(
    'as $caller → $answer',
    async ({ caller, answer }) => {
      const res = await server.api<ListResult<StaffUser>>(`${path}?limit=100`, {
        token: callers.token[caller],
      });
      if (typeof answer === 'number') {
        expect(res.status).toBe(answer);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
        expect(res.body.data).toBeUndefined();
        return;
      }
      expect(res.status).toBe(200);
      const expected = expectedRows(kind, answer, callers.user[caller]);
      expect(expected.length).toBeGreaterThan(0);
      expect(idsOf(res.body.data.result)).toEqual(sortedIds(expected));
      expect(res.body.data.countInfo).toEqual({ total: expected.length, totalPage: 1 });
    },
  );
});

/** The form choices: who may ask, and which admins or leaders each answer offers. */
type Choices = (g: { A: Group; B: Group }, caller: Staff | undefined) => Staff[];
type ChoiceAnswer = Choices | 401 | 403;

const leadersOf = (group: Group) => [...group.creatorLeaders, ...group.pickerLeaders];
const NO_CHOICE = {
  'creator-leader': 403,
  'picker-leader': 403,
  creator: 403,
  picker: 403,
  'signed-out': 401,
} as const;

const CHOICES: { name: string; path: () => string; expect: Record<CallerName, ChoiceAnswer> }[] = [
  {
    name: 'GET /admin/get-adminEmails',
    path: () => '/admin/get-adminEmails',
    expect: { 'super-admin': (g) => [g.A.admin, g.B.admin], admin: 403, ...NO_CHOICE },
  },
  {
    name: 'GET /teamLeader/getTeamLeadersEmails/{admin A}',
    path: () => `/teamLeader/getTeamLeadersEmails/${encodeURIComponent(A.admin.email)}`,
    expect: { 'super-admin': (g) => leadersOf(g.A), admin: (g) => leadersOf(g.A), ...NO_CHOICE },
  },
  {
    name: 'GET /teamLeader/getTeamLeadersEmails/{admin B}',
    path: () => `/teamLeader/getTeamLeadersEmails/${encodeURIComponent(B.admin.email)}`,
    expect: { 'super-admin': (g) => leadersOf(g.B), admin: 403, ...NO_CHOICE },
  },
  {
    name: 'GET /teamLeader/getTeamLeadersEmails-admin',
    path: () => '/teamLeader/getTeamLeadersEmails-admin',
    expect: { 'super-admin': 403, admin: (g) => leadersOf(g.A), ...NO_CHOICE },
  },
  {
    name: 'GET /teamLeader/getSingleTeamLeader',
    path: () => '/teamLeader/getSingleTeamLeader',
    expect: {
      'super-admin': 403,
      admin: 403,
      'creator-leader': (_, me) => [me!],
      'picker-leader': (_, me) => [me!],
      creator: 403,
      picker: 403,
      'signed-out': 401,
    },
  },
];

describe.each(CHOICES)('$name', ({ path, expect: answers }) => {
  it.each(CALLERS.map((caller) => ({ caller, answer: answers[caller] })))(
    'as $caller',
    async ({ caller, answer }) => {
      const res = await server.api<PersonOption[] | PersonOption>(path(), { token: callers.token[caller] });
      if (typeof answer === 'number') {
        expect(res.status).toBe(answer);
        expect(res.body.success).toBe(false);
        return;
      }
      expect(res.status).toBe(200);
      const people = [res.body.data].flat();
      expect(idsOf(people)).toEqual(sortedIds(answer({ A, B }, callers.user[caller])));
    },
  );
});
