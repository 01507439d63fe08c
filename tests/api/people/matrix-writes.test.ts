/**
 * Who may create, delete, update and move which staff (docs/rules/people.md#d4, docs/rules/people.md#d4.8, docs/rules/people.md#d4.9), as a table: every write call ×
 * every caller × a target in admin A's group (the callers' own) or in admin B's. Each case works on
 * a fresh target, and the database must show the change exactly when the answer allowed it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import { type Endpoint, pathTo, peopleApi, type StaffKind } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  CALLERS,
  type CallerName,
  type Callers,
  type Group,
  type Staff,
  signInCallers,
  startTestServer,
  type TestServer,
  userByEmail,
  userById,
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

/** One status for both targets, or [target in A's group, target in B's group]. */
type Answer = number | [inScope: number, outOfScope: number];
type Answers = Record<CallerName, Answer>;

const FIELD_STAFF_DENIED = { creator: 403, picker: 403, 'signed-out': 401 } as const;
const SUPER_ADMIN_ONLY = (ok: number): Answers => ({
  'super-admin': ok,
  admin: 403,
  'creator-leader': 403,
  'picker-leader': 403,
  ...FIELD_STAFF_DENIED,
});

const cases = (answers: Answers) =>
  CALLERS.flatMap((caller) => {
    const answer = answers[caller];
    const [inScope, outOfScope] = typeof answer === 'number' ? [answer, answer] : answer;
    return [
      { caller, scope: 'own group', group: () => A, status: inScope },
      { caller, scope: 'other group', group: () => B, status: outOfScope },
    ];
  });

let serial = 0;
const person = () => {
  serial += 1;
  return {
    name: `New Person ${serial}`,
    email: `new-${serial}@people.test`,
    contact: '5075550000',
    password: 'secret-1',
  };
};

/** A create names its admin and leader; "other group" names admin B's. */
const CREATES: { path: string; body: (g: Group) => object; expect: Answers }[] = [
  { path: '/users/create-admin', body: () => ({}), expect: SUPER_ADMIN_ONLY(201) },
  {
    path: '/users/create-teamLeader',
    body: (g) => ({ admin_email: g.admin.email, assignFor: 'rental-picker' }),
    expect: {
      'super-admin': 201,
      admin: [201, 400],
      'creator-leader': 403,
      'picker-leader': 403,
      ...FIELD_STAFF_DENIED,
    },
  },
  {
    path: '/users/create-dataCreator',
    body: (g) => ({ admin_email: g.admin.email, team_leader_email: g.creatorLeaders[0].email }),
    expect: {
      'super-admin': 201,
      admin: [201, 400],
      'creator-leader': [201, 400],
      'picker-leader': 403,
      ...FIELD_STAFF_DENIED,
    },
  },
  {
    path: '/users/create-dataPicker',
    body: (g) => ({ admin_email: g.admin.email, team_leader_email: g.pickerLeaders[0].email }),
    expect: {
      'super-admin': 201,
      admin: [201, 400],
      'creator-leader': 403,
      'picker-leader': [201, 400],
      ...FIELD_STAFF_DENIED,
    },
  },
];

describe.each(CREATES)('POST $path', ({ path, body, expect: answers }) => {
  it.each(cases(answers))('as $caller naming the $scope → $status', async ({ caller, group, status }) => {
    const fields = person();
    const res = await server.api(path, {
      token: callers.token[caller],
      body: { ...fields, ...body(group()) },
    });
    expect(res.status).toBe(status);
    expect(Boolean(await userByEmail(server, fields.email))).toBe(status === 201);
  });
});

/** A fresh user of `kind` in `group` with no staff of its own, so only scope decides the answer. */
function freshTarget(kind: StaffKind, group: Group): Promise<Staff> {
  switch (kind) {
    case 'admin':
      return addUser(server, { role: 'admin' });
    case 'team-leader':
      return addUser(server, { role: kind, adminId: group.admin.id, assignFor: 'rental-picker' });
    case 'data-creator':
      return addUser(server, {
        role: kind,
        adminId: group.admin.id,
        teamLeaderId: group.creatorLeaders[0].id,
      });
    case 'data-picker':
      return addUser(server, {
        role: kind,
        adminId: group.admin.id,
        teamLeaderId: group.pickerLeaders[0].id,
      });
  }
}

const SCOPED = (leader: 'creator-leader' | 'picker-leader'): Answers => ({
  'super-admin': 200,
  admin: [200, 404],
  'creator-leader': leader === 'creator-leader' ? [200, 404] : 403,
  'picker-leader': leader === 'picker-leader' ? [200, 404] : 403,
  ...FIELD_STAFF_DENIED,
});

interface Change {
  path: string;
  kind: StaffKind;
  body?: object;
  /** Whether the target in the database shows this call's change. */
  applied: (user: UserRow | undefined) => boolean;
  expect: Answers;
}

const deleted = (user: UserRow | undefined) => user?.isDeleted === true;

const CHANGES: Change[] = [
  { path: '/admin/deleteAdmin', kind: 'admin', applied: deleted, expect: SUPER_ADMIN_ONLY(200) },
  {
    path: '/teamLeader/deleteTeamLeader',
    kind: 'team-leader',
    applied: deleted,
    expect: { ...SCOPED('creator-leader'), 'creator-leader': 403 },
  },
  {
    path: '/dataCreator/deleteDataCreator',
    kind: 'data-creator',
    applied: deleted,
    expect: SCOPED('creator-leader'),
  },
  {
    path: '/dataPicker/deleteDataPicker',
    kind: 'data-picker',
    applied: deleted,
    expect: SCOPED('picker-leader'),
  },
  {
    path: '/admin/updateAdminInfo',
    kind: 'admin',
    body: { limit: 7 },
    applied: (u) => u?.pickLimit === 7,
    expect: SUPER_ADMIN_ONLY(200),
  },
  {
    path: '/dataPicker/updateDataPickerInfo',
    kind: 'data-picker',
    body: { limit: 7 },
    applied: (u) => u?.pickLimit === 7,
    expect: SCOPED('picker-leader'),
  },
  {
    path: '/dataCreator/updateDataCreatorInfo',
    kind: 'data-creator',
    body: { canBulkUpload: true },
    applied: (u) => u?.canBulkUpload === true,
    expect: SUPER_ADMIN_ONLY(200),
  },
];

describe.each(CHANGES)('PATCH $path/{id}', ({ path, kind, body, applied, expect: answers }) => {
  it.each(cases(answers))('as $caller on the $scope → $status', async ({ caller, group, status }) => {
    const target = await freshTarget(kind, group());
    const res = await server.api(`${path}/${target.id}`, {
      method: 'PATCH',
      token: callers.token[caller],
      body,
    });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(status === 200);
    expect(applied(await userById(server, target.id))).toBe(status === 200);
  });
});

/** A declared call, whatever its body. */
type Call = Pick<Endpoint, 'method' | 'path'>;

/** A move or a delete with a move: a fresh subject in `group`, what the call sends, whether it happened. */
interface MoveCase {
  target: Call;
  /** The subject is in `group`; its target is one the subject's own managers may name. */
  setup: (group: Group) => Promise<{ id: string; body: object; applied: () => Promise<boolean> }>;
  expect: Answers;
}

const ADMINS_IN_SCOPE: Answers = {
  'super-admin': 200,
  admin: [200, 404],
  'creator-leader': 403,
  'picker-leader': 403,
  ...FIELD_STAFF_DENIED,
};

/** A member moves to its group's second leader of its kind (docs/rules/people.md#d4.8). */
const memberMove = (
  target: Call,
  kind: 'data-picker' | 'data-creator',
  leaders: (g: Group) => Group['pickerLeaders'],
): MoveCase => ({
  target,
  setup: async (group) => {
    const member = await freshTarget(kind, group);
    const to = leaders(group)[1].id;
    return {
      id: member.id,
      body: { toId: to },
      applied: async () => (await userById(server, member.id))?.teamLeaderId === to,
    };
  },
  expect: ADMINS_IN_SCOPE,
});

const MOVES: MoveCase[] = [
  memberMove(peopleApi.moveDataPicker, 'data-picker', (g) => g.pickerLeaders),
  memberMove(peopleApi.moveDataCreator, 'data-creator', (g) => g.creatorLeaders),
  {
    target: peopleApi.moveTeamLeader,
    setup: async (group) => {
      const leader = await freshTarget('team-leader', group);
      const to = (group === A ? B : A).admin.id;
      return {
        id: leader.id,
        body: { toId: to },
        applied: async () => (await userById(server, leader.id))?.adminId === to,
      };
    },
    expect: SUPER_ADMIN_ONLY(200),
  },
  {
    target: peopleApi.deleteTeamLeader,
    setup: async (group) => {
      const leader = await freshTarget('team-leader', group);
      const picker = await addUser(server, {
        role: 'data-picker',
        adminId: group.admin.id,
        teamLeaderId: leader.id,
      });
      const to = group.pickerLeaders[1].id;
      return {
        id: leader.id,
        body: { moveStaffTo: to },
        applied: async () =>
          deleted(await userById(server, leader.id)) &&
          (await userById(server, picker.id))?.teamLeaderId === to,
      };
    },
    expect: ADMINS_IN_SCOPE,
  },
  {
    target: peopleApi.deleteAdmin,
    setup: async (group) => {
      const admin = await freshTarget('admin', group);
      const leader = await addUser(server, {
        role: 'team-leader',
        adminId: admin.id,
        assignFor: 'rental-picker',
      });
      return {
        id: admin.id,
        body: { moveStaffTo: group.admin.id },
        applied: async () =>
          deleted(await userById(server, admin.id)) &&
          (await userById(server, leader.id))?.adminId === group.admin.id,
      };
    },
    expect: SUPER_ADMIN_ONLY(200),
  },
];

describe.each(MOVES)('$target.method $target.path with a target', ({ target, setup, expect: answers }) => {
  it.each(cases(answers))('as $caller on the $scope → $status', async ({ caller, group, status }) => {
    const subject = await setup(group());
    const res = await server.api(pathTo(target, { id: subject.id }), {
      method: target.method,
      token: callers.token[caller],
      body: subject.body,
    });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(status === 200);
    expect(await subject.applied()).toBe(status === 200);
  });
});

describe('GET /users/move-targets/{id}', () => {
  it.each(cases(ADMINS_IN_SCOPE))(
    'as $caller about a picker of the $scope → $status',
    async ({ caller, group, status }) => {
      const picker = await freshTarget('data-picker', group());
      const res = await server.call(peopleApi.moveTargets, {
        values: { id: picker.id },
        query: { for: 'self' },
        token: callers.token[caller],
      });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(status === 200);
      // Whoever may ask is offered the picker's other leader; nobody else learns anything.
      if (status === 200) expect(res.body.data.map((t) => t._id)).toContain(group().pickerLeaders[1].id);
      else expect(res.body.data).toBeUndefined();
    },
  );
});
