/**
 * Staff editing (docs/rules/people.md#d4.3, docs/rules/people.md#d4.4, docs/rules/audit.md#d10.1): the four update calls change a user's name, email and contact
 * for those who manage that user and nobody else, check them with the create forms' words, keep emails
 * unique whatever their case, and record each change with its values before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/src/db/schema';
import {
  EMAIL_TAKEN,
  type Endpoint,
  pathTo,
  peopleApi,
  type StaffKind,
  type StaffUser,
} from '../../../src/contract';
import { entriesSince, entriesWrittenBy, markOf, oneEntryOf } from '../audit/entries';
import {
  addUser,
  buildGroup,
  CALLERS,
  type CallerName,
  type Callers,
  type Group,
  type Staff,
  signInCallers,
  snapshot,
  startTestServer,
  superAdminOf,
  type TestServer,
  userById,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;
let root: Staff;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  callers = await signInCallers(server, A);
  root = await superAdminOf(server);
});
afterAll(() => server.close());

/** A fresh user of `kind` in `group` (the callers' own is A), under the group's first leader of its kind. */
function freshTarget(kind: StaffKind, group: Group): Promise<Staff> {
  switch (kind) {
    case 'admin':
      return addUser(server, { role: 'admin' });
    case 'team-leader':
      return addUser(server, { role: kind, adminId: group.admin.id, assignFor: 'rental-picker' });
    case 'data-creator':
      return addUser(server, { role: kind, adminId: group.admin.id, teamLeaderId: group.creatorLeader.id });
    case 'data-picker':
      return addUser(server, { role: kind, adminId: group.admin.id, teamLeaderId: group.pickerLeader.id });
  }
}

/** One status for both targets, or [target in A's group, target in B's group]. */
type Answers = Record<CallerName, number | [number, number]>;
const DENIED_BELOW = { creator: 403, picker: 403, 'signed-out': 401 } as const;

const CALLS: { target: Pick<Endpoint, 'path'>; kind: StaffKind; expect: Answers }[] = [
  {
    target: peopleApi.updateAdminInfo,
    kind: 'admin',
    expect: { 'super-admin': 200, admin: 403, 'creator-leader': 403, 'picker-leader': 403, ...DENIED_BELOW },
  },
  {
    target: peopleApi.updateTeamLeaderInfo,
    kind: 'team-leader',
    expect: {
      'super-admin': 200,
      admin: [200, 404],
      'creator-leader': 403,
      'picker-leader': 403,
      ...DENIED_BELOW,
    },
  },
  {
    target: peopleApi.updateDataCreatorInfo,
    kind: 'data-creator',
    expect: {
      'super-admin': 200,
      admin: [200, 404],
      'creator-leader': [200, 404],
      'picker-leader': 403,
      ...DENIED_BELOW,
    },
  },
  {
    target: peopleApi.updateDataPickerInfo,
    kind: 'data-picker',
    expect: {
      'super-admin': 200,
      admin: [200, 404],
      'creator-leader': 403,
      'picker-leader': [200, 404],
      ...DENIED_BELOW,
    },
  },
];

let serial = 0;

describe.each(CALLS)('PATCH $target.path', ({ target, kind, expect: answers }) => {
  const cases = CALLERS.flatMap((caller) => {
    const answer = answers[caller];
    const [own, other] = typeof answer === 'number' ? [answer, answer] : answer;
    return [
      { caller, scope: 'own group', group: () => A, status: own },
      { caller, scope: 'other group', group: () => B, status: other },
    ];
  });

  it.each(cases)('as $caller on the $scope → $status', async ({ caller, group, status }) => {
    const user = await freshTarget(kind, group());
    serial += 1;
    const body = {
      name: `Renamed ${serial}`,
      email: `Renamed-${serial}@Staff.test`,
      contact: '+50761234567',
    };
    const res = await server.api<StaffUser>(pathTo(target, { id: user.id }), {
      method: 'PATCH',
      token: callers.token[caller],
      body,
    });
    expect(res.status).toBe(status);
    const after = await userById(server, user.id);
    if (status === 200) {
      expect(res.body.message).toBe('Updated successfully');
      expect(res.body.data).toMatchObject({
        _id: user.id,
        name: body.name,
        email: `renamed-${serial}@staff.test`,
      });
      expect(after).toMatchObject({
        name: body.name,
        email: `renamed-${serial}@staff.test`,
        contact: '+50761234567',
      });
    } else {
      expect(after).toMatchObject({ name: user.name, email: user.email, contact: user.contact });
    }
  });
});

const rowOf = async (id: string) => (await userById(server, id)) as UserRow;

describe('the audit trail', () => {
  it('records the changed fields only, before and after, in the user’s group', async () => {
    const picker = await freshTarget('data-picker', A);
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.updateDataPickerInfo, {
        token: A.pickerLeader.token,
        values: { id: picker.id },
        // The email and contact are the current ones: unchanged, so not recorded.
        body: { name: 'Nora Nueva', email: picker.email.toUpperCase(), contact: picker.contact },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-info-changed',
      actorId: A.pickerLeader.id,
      targetKind: 'user',
      targetId: picker.id,
      targetLabel: picker.name,
      before: { name: picker.name },
      after: { name: 'Nora Nueva' },
      adminId: A.admin.id,
    });
  });

  it('records a limit apart from the details when one call changes both', async () => {
    const admin = await freshTarget('admin', A);
    const mark = await markOf(server);
    const res = await server.call(peopleApi.updateAdminInfo, {
      token: root.token,
      values: { id: admin.id },
      body: { contact: '+50769229689', limit: 1500 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contact: '+50769229689', limit: 1500 });
    const written = await entriesSince(server, mark);
    expect(written.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'user-info-changed', before: { contact: admin.contact }, after: { contact: '+50769229689' } },
      { action: 'user-limit-changed', before: { pickLimit: 5000 }, after: { pickLimit: 1500 } },
    ]);
  });

  it('writes nothing when every value sent is the current one, and answers the user', async () => {
    const leader = await freshTarget('team-leader', A);
    const count = await entriesWrittenBy(server, async () => {
      const res = await server.call(peopleApi.updateTeamLeaderInfo, {
        token: A.admin.token,
        values: { id: leader.id },
        body: { name: leader.name },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ _id: leader.id, name: leader.name, assignFor: 'rental-picker' });
    });
    expect(count).toBe(0);
  });
});

describe('a taken email', () => {
  it('is refused with 409 whatever its case, and nothing changes', async () => {
    const picker = await freshTarget('data-picker', A);
    const before = await snapshot(server);
    const res = await server.call(peopleApi.updateDataPickerInfo, {
      token: A.admin.token,
      values: { id: picker.id },
      body: { name: 'Half Written', email: ` ${B.admin.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    expect(await snapshot(server)).toBe(before);
  });

  it('is free again once its user is deleted', async () => {
    const gone = await freshTarget('data-creator', A);
    const deleted = await server.call(peopleApi.deleteDataCreator, {
      token: A.admin.token,
      values: { id: gone.id },
    });
    expect(deleted.status).toBe(200);
    const creator = await freshTarget('data-creator', A);
    const res = await server.call(peopleApi.updateDataCreatorInfo, {
      token: A.creatorLeader.token,
      values: { id: creator.id },
      body: { email: gone.email },
    });
    expect(res.status).toBe(200);
    expect((await rowOf(creator.id)).email).toBe(gone.email);
  });
});

describe('bad input', () => {
  const PICKER_FIELDS = 'Nothing to update: send name, email, contact or limit';
  it.each([
    [{ name: '   ' }, 'Full Name is required'],
    [{ name: 'x'.repeat(500) }, 'Maximum 100 characters allowed'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{ contact: '507-abc' }, 'Contact must be a phone number'],
    [{ contact: null }, 'Contact is required'],
    [{ name: 'Fine Name', limit: -1 }, 'Limit must be at least 0'],
    [{}, PICKER_FIELDS],
    [{ role: 'admin', adminId: 'someone-else' }, PICKER_FIELDS],
  ])('%j → 400 %s, nothing changed', async (body, message) => {
    const picker = await freshTarget('data-picker', A);
    const before = await snapshot(server);
    const res = await server.call(peopleApi.updateDataPickerInfo, {
      token: A.admin.token,
      values: { id: picker.id },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await snapshot(server)).toBe(before);
  });

  it('names the fields of a team leader’s call when none is sent', async () => {
    const leader = await freshTarget('team-leader', A);
    const res = await server.call(peopleApi.updateTeamLeaderInfo, {
      token: A.admin.token,
      values: { id: leader.id },
      body: { limit: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nothing to update: send name, email or contact');
  });

  it('refuses a bulk upload permission from anyone but the super-admin, with the details sent beside it', async () => {
    const creator = await freshTarget('data-creator', A);
    const res = await server.call(peopleApi.updateDataCreatorInfo, {
      token: A.admin.token,
      values: { id: creator.id },
      body: { name: 'Not Applied', canBulkUpload: true },
    });
    expect(res.status).toBe(403);
    expect(await rowOf(creator.id)).toMatchObject({ name: creator.name, canBulkUpload: false });
  });

  it('answers 404 for an unknown, a deleted or a wrong-kind user', async () => {
    const picker = await freshTarget('data-picker', A);
    await server.call(peopleApi.deleteDataPicker, { token: A.admin.token, values: { id: picker.id } });
    for (const [target, id, message] of [
      [peopleApi.updateDataPickerInfo, 'nope', 'Data picker not found'],
      [peopleApi.updateDataPickerInfo, picker.id, 'Data picker not found'],
      [peopleApi.updateTeamLeaderInfo, A.creator.id, 'Team leader not found'],
    ] as const) {
      const res = await server.call(target, { token: root.token, values: { id }, body: { name: 'Ghost' } });
      expect([res.status, res.body.message]).toEqual([404, message]);
    }
  });
});
