/**
 * Who acted in the audit trail, `GET /audit/actors` (docs/rules/audit.md#d10.3): the people behind the entries the
 * caller reads, by name, in the list's own scope: the super-admin every group's (itself included) or
 * one group's, an admin its own group's only, every other role refused. A deleted person stays, marked
 * deleted; a failed sign-in has no actor and adds none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditActor, auditApi, authApi, NOT_YOUR_GROUP, peopleApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { entriesWrittenBy } from './entries';

let server: TestServer;
let root: Staff;
let A: Group;
let B: Group;
/** Two of A's pickers named to sort around the numbered staff, whatever their numbers. */
let ann: Staff;
let zed: Staff;

const setLimit = async (by: Staff, picker: Staff, limit: number) => {
  const res = await server.call(peopleApi.updateDataPickerInfo, {
    token: by.token,
    values: { id: picker.id },
    body: { limit },
  });
  expect(res.status).toBe(200);
};
const signIn = (email: string, password: string) => server.call(authApi.login, { body: { email, password } });

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  A = await buildGroup(server);
  B = await buildGroup(server);
  // Group A: its admin, one of its leaders, two pickers and a creator who is deleted afterwards.
  await setLimit(A.admin, A.picker, 11);
  await setLimit(A.pickerLeader, A.pickers[1], 12);
  const pickerOfA = (name: string) =>
    addUser(server, { role: 'data-picker', adminId: A.admin.id, teamLeaderId: A.pickerLeader.id, name });
  zed = await pickerOfA('Zed Picker');
  ann = await pickerOfA('ann picker');
  for (const picker of [zed, ann]) expect((await signIn(picker.email, picker.password)).status).toBe(200);
  expect((await signIn(A.creator.email, A.creator.password)).status).toBe(200);
  const deleted = await server.call(peopleApi.deleteDataCreator, {
    token: A.admin.token,
    values: { id: A.creator.id },
  });
  expect(deleted.status).toBe(200);
  // Group B: its admin and the super-admin; the super-admin's own sign-in belongs to no group.
  await setLimit(B.admin, B.picker, 21);
  await setLimit(root, B.picker, 22);
  expect((await signIn(server.superAdmin.email, server.superAdmin.password)).status).toBe(200);
});
afterAll(() => server.close());

const actors = (user: Staff, query: Record<string, string> = {}) =>
  server.call(auditApi.actors, { token: user.token, query });
const actorOf = (user: Staff, deleted = false): AuditActor => ({
  _id: user.id,
  name: user.name,
  role: user.role,
  deleted,
});
/** By name, whatever its case (the staff's numbers depend on the suites run before, so not literal). */
const byName = (actors: AuditActor[]) => [...actors].sort((a, b) => a.name.localeCompare(b.name));

/** Group A's actors by name: "admin n", "ann picker", "data-creator n", "team-leader n", "Zed Picker". */
const groupA = () => [
  actorOf(A.admin),
  actorOf(ann),
  actorOf(A.creator, true),
  actorOf(A.pickerLeader),
  actorOf(zed),
];

describe('the super-admin', () => {
  it('gets everyone who acted in any group or none, itself included, by name', async () => {
    const res = await actors(root);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Audit actors retrieved successfully');
    expect(res.body.data).toEqual(
      byName([
        actorOf(A.admin),
        actorOf(B.admin),
        actorOf(ann),
        actorOf(A.creator, true),
        actorOf(root),
        actorOf(A.pickerLeader),
        actorOf(zed),
      ]),
    );
    // Whatever the case: "Zed Picker" after "team-leader n", "ann picker" before "data-creator n".
    expect(res.body.data.at(-1)).toEqual(actorOf(zed));
  });

  it('narrows to one group with adminId', async () => {
    expect((await actors(root, { adminId: A.admin.id })).body.data).toEqual(groupA());
    expect((await actors(root, { adminId: B.admin.id })).body.data).toEqual([
      actorOf(B.admin),
      actorOf(root),
    ]);
  });
});

describe('an admin', () => {
  it('gets its own group’s actors only, whoever they are, a deleted person included', async () => {
    const own = await actors(A.admin);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(groupA());
    expect((await actors(A.admin, { adminId: A.admin.id })).body.data).toEqual(own.body.data);
    expect((await actors(B.admin)).body.data).toEqual([actorOf(B.admin), actorOf(root)]);
  });

  it('is refused another group (403)', async () => {
    const other = await actors(A.admin, { adminId: B.admin.id });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(NOT_YOUR_GROUP);
  });
});

it('refuses every other role (403) and a caller signed out (401)', async () => {
  for (const user of [A.pickerLeader, A.creatorLeader, A.creators[1], A.picker]) {
    expect((await actors(user)).status).toBe(403);
  }
  expect((await server.call(auditApi.actors, {})).status).toBe(401);
});

it('adds no actor for a failed sign-in', async () => {
  const before = (await actors(root)).body.data;
  const written = await entriesWrittenBy(server, async () => {
    expect((await signIn(A.picker.email, 'wrong-password')).status).toBe(401);
    expect((await signIn('nobody@staff.test', 'whatever-1')).status).toBe(401);
  });
  expect(written).toBe(2);
  expect((await actors(root)).body.data).toEqual(before);
  expect((await actors(A.admin)).body.data.map((actor: AuditActor) => actor._id)).not.toContain(A.picker.id);
});
