/**
 * The Move and Delete dialogs' choices (docs/rules/people.md#d4.8, docs/rules/people.md#d4.9): exactly the leaders or admins a move
 * would accept, by name, for each role, kind of user and purpose; anything else reads as unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MovePurpose, type PersonOption, peopleApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Callers,
  type Group,
  type Staff,
  signInCallers,
  softDeleteUser,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;
/** Leaders named out of insertion order, to show the list is by name; and ones that must never show. */
let extra: { zed: Staff; amy: Staff; deletedLeader: Staff; deletedAdmin: Staff };

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  B = await buildGroup(server);
  const leader = (name: string) =>
    addUser(server, { role: 'team-leader', adminId: A.admin.id, assignFor: 'rental-picker', name });
  extra = {
    zed: await leader('Zed Picker Leader'),
    amy: await leader('Amy Picker Leader'),
    deletedLeader: await leader('Deleted Picker Leader'),
    deletedAdmin: await addUser(server, { role: 'admin' }),
  };
  await softDeleteUser(server.app, extra.deletedLeader.id);
  await softDeleteUser(server.app, extra.deletedAdmin.id);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

const targets = (id: string, purpose: MovePurpose | string | undefined, token = callers.token.admin) =>
  server.call(peopleApi.moveTargets, { values: { id }, query: { for: purpose }, token });

const byName = (a: Staff, b: Staff) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);
const leaders = (...staff: Staff[]): PersonOption[] =>
  [...staff].sort(byName).map((s) => ({
    _id: s.id,
    name: s.name,
    email: s.email,
    contact: s.contact,
    assignFor: s.assignFor,
  }));
const admins = (...staff: Staff[]): PersonOption[] =>
  [...staff].sort(byName).map((s) => ({ _id: s.id, name: s.name, email: s.email, contact: s.contact }));

async function expectTargets(
  id: string,
  purpose: MovePurpose,
  token: string | undefined,
  expected: PersonOption[],
) {
  const res = await targets(id, purpose, token);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual(expected);
}

describe('an admin asking', () => {
  it("for a picker: its group's other rental-picker leaders, active, by name", async () => {
    await expectTargets(
      A.pickers[0].id,
      'self',
      callers.token.admin,
      leaders(A.pickerLeaders[1], extra.zed, extra.amy),
    );
    expect((await targets(A.pickers[0].id, 'self')).body.data?.[0]?.name).toBe('Amy Picker Leader');
  });

  it("for a creator: its group's other rental-creator leaders", async () => {
    await expectTargets(A.creators[1].id, 'self', callers.token.admin, leaders(A.creatorLeaders[0]));
  });

  it("for a leader's staff: its group's other leaders of the same assignment", async () => {
    await expectTargets(
      A.pickerLeaders[0].id,
      'staff',
      callers.token.admin,
      leaders(A.pickerLeaders[1], extra.zed, extra.amy),
    );
    await expectTargets(A.creatorLeaders[0].id, 'staff', callers.token.admin, leaders(A.creatorLeaders[1]));
  });

  it('for moving a leader itself: 403, only the super-admin moves leaders', async () => {
    const res = await targets(A.pickerLeaders[0].id, 'self');
    expect(res.status).toBe(403);
  });

  it('about a user of another group, a deleted one, an admin or an unknown id: 404', async () => {
    for (const id of [B.pickers[0].id, B.pickerLeaders[0].id, extra.deletedLeader.id, A.admin.id, 'nobody']) {
      for (const purpose of ['self', 'staff'] as const) {
        const res = await targets(id, purpose);
        expect({ id, purpose, status: res.status, body: res.body }).toEqual({
          id,
          purpose,
          status: 404,
          body: { success: false, message: 'User not found' },
        });
      }
    }
  });
});

describe('the super-admin asking', () => {
  const token = () => callers.token['super-admin'];

  it("for a picker: every group's other rental-picker leaders", async () => {
    await expectTargets(
      A.pickers[0].id,
      'self',
      token(),
      leaders(A.pickerLeaders[1], extra.zed, extra.amy, ...B.pickerLeaders),
    );
  });

  it('for moving a leader: every active admin but its own', async () => {
    await expectTargets(A.creatorLeaders[0].id, 'self', token(), admins(B.admin));
    await expectTargets(B.pickerLeaders[1].id, 'self', token(), admins(A.admin));
  });

  it("for a leader's staff: every other leader of its assignment, in any group", async () => {
    await expectTargets(
      B.creatorLeaders[0].id,
      'staff',
      token(),
      leaders(B.creatorLeaders[1], ...A.creatorLeaders),
    );
  });

  it("for an admin's staff: the other active admins", async () => {
    await expectTargets(A.admin.id, 'staff', token(), admins(B.admin));
  });
});

describe('questions with no answer', () => {
  const token = () => callers.token['super-admin'];
  const forError = (message: string) => ({ success: false, message, errors: [{ path: 'for', message }] });

  it('refuses staff targets for a picker or creator, and moving an admin, as a field error on for', async () => {
    for (const id of [A.pickers[0].id, A.creators[0].id]) {
      const res = await targets(id, 'staff', token());
      expect(res.status).toBe(400);
      expect(res.body).toEqual(forError('Only team leaders and admins have staff to move'));
    }
    const res = await targets(A.admin.id, 'self', token());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(forError('Admins are not moved'));
  });

  it('refuses a missing or unknown purpose', async () => {
    const missing = await targets(A.pickers[0].id, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(forError('for is required'));
    const unknown = await targets(A.pickers[0].id, 'everyone');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(forError('for is not a valid choice'));
  });
});
