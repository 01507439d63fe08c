/**
 * The people calls in the audit trail (docs/rules/audit.md#d10.1): a create, a limit, a bulk-upload permission, a
 * move and a delete each write one entry with the actor as it was, the target and what changed, in
 * the target's group (docs/rules/audit.md#d10.3); a refused call writes none (docs/rules/audit.md#d10.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, HAS_STAFF, peopleApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { entriesSince, entriesWrittenBy, markOf, oneEntryOf } from './entries';

let server: TestServer;
let root: Staff;
let A: Group;
let B: Group;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  A = await buildGroup(server);
  B = await buildGroup(server);
});
afterAll(() => server.close());

const actorOf = (user: Staff) => ({ actorId: user.id, actorName: user.name, actorRole: user.role });

describe('a create', () => {
  it('records the new user, where it sits, in the group it joins', async () => {
    let id = '';
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.createDataPicker, {
        token: A.admin.token,
        body: {
          name: 'Nora Picker',
          email: 'nora.picker@staff.test',
          contact: '+15075550101',
          password: 'secret-1',
          admin_email: A.admin.email,
          team_leader_email: A.pickerLeader.email,
        },
      });
      expect(res.status).toBe(201);
      id = res.body.data._id;
    });
    expect(entry).toMatchObject({
      action: 'user-created',
      ...actorOf(A.admin),
      targetKind: 'user',
      targetId: id,
      targetLabel: 'Nora Picker',
      before: null,
      after: {
        role: 'data-picker',
        email: 'nora.picker@staff.test',
        adminId: A.admin.id,
        teamLeaderId: A.pickerLeader.id,
      },
      adminId: A.admin.id,
      ip: null,
    });
    expect(entry.createdAt.getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
  });

  it('writes nothing when the email is taken (409) or the body is bad (400)', async () => {
    const taken = await entriesWrittenBy(server, async () => {
      const res = await server.call(peopleApi.createAdmin, {
        token: root.token,
        body: { name: 'Dup', email: A.admin.email, contact: '+15075550102', password: 'secret-1' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(EMAIL_TAKEN);
    });
    const bad = await entriesWrittenBy(server, async () => {
      const res = await server.call(peopleApi.createAdmin, { token: root.token, body: { name: '' } });
      expect(res.status).toBe(400);
    });
    expect([taken, bad]).toEqual([0, 0]);
  });
});

describe('a limit', () => {
  it('records a picker’s limit before and after, by a rental-picker leader', async () => {
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: A.pickerLeader.id,
      pickLimit: 5,
    });
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.updateDataPickerInfo, {
        token: A.pickerLeader.token,
        values: { id: picker.id },
        body: { limit: 7 },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-limit-changed',
      ...actorOf(A.pickerLeader),
      targetKind: 'user',
      targetId: picker.id,
      targetLabel: picker.name,
      before: { pickLimit: 5 },
      after: { pickLimit: 7 },
      adminId: A.admin.id,
    });
  });

  it('records an admin’s cap in that admin’s own group', async () => {
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.updateAdminInfo, {
        token: root.token,
        values: { id: B.admin.id },
        body: { limit: 1200 },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-limit-changed',
      ...actorOf(root),
      targetId: B.admin.id,
      after: { pickLimit: 1200 },
      adminId: B.admin.id,
    });
  });

  it('writes nothing for another group’s picker (404), a wrong role (403) or a bad limit (400)', async () => {
    const statuses: number[] = [];
    const written = await entriesWrittenBy(server, async () => {
      for (const [token, id, limit] of [
        [A.admin.token, B.picker.id, 9],
        [A.creator.token, A.picker.id, 9],
        [A.admin.token, A.picker.id, -1],
      ] as const) {
        const res = await server.call(peopleApi.updateDataPickerInfo, {
          token,
          values: { id },
          body: { limit },
        });
        statuses.push(res.status);
      }
    });
    expect(statuses).toEqual([404, 403, 400]);
    expect(written).toBe(0);
  });
});

describe('the bulk-upload permission', () => {
  it('records false → true for the creator, by the super-admin', async () => {
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.updateDataCreatorInfo, {
        token: root.token,
        values: { id: A.creator.id },
        body: { canBulkUpload: true },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-bulk-upload-changed',
      ...actorOf(root),
      targetId: A.creator.id,
      targetLabel: A.creator.name,
      before: { canBulkUpload: false },
      after: { canBulkUpload: true },
      adminId: A.admin.id,
    });
  });
});

describe('a move', () => {
  it('records a picker’s old and new leader, by name', async () => {
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: A.pickerLeaders[0].id,
    });
    const [from, to] = A.pickerLeaders;
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.moveDataPicker, {
        token: A.admin.token,
        values: { id: picker.id },
        body: { toId: to.id },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-moved',
      ...actorOf(A.admin),
      targetId: picker.id,
      before: { adminId: A.admin.id, admin: A.admin.name, teamLeaderId: from.id, teamLeader: from.name },
      after: { adminId: A.admin.id, admin: A.admin.name, teamLeaderId: to.id, teamLeader: to.name },
      adminId: A.admin.id,
    });
  });

  it('records a leader moving to another admin in the group it left', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-picker',
    });
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.moveTeamLeader, {
        token: root.token,
        values: { id: leader.id },
        body: { toId: B.admin.id },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-moved',
      targetId: leader.id,
      before: { adminId: A.admin.id, admin: A.admin.name },
      after: { adminId: B.admin.id, admin: B.admin.name },
      adminId: A.admin.id,
    });
  });

  it('writes nothing for a move to where it already is (400)', async () => {
    const written = await entriesWrittenBy(server, async () => {
      const res = await server.call(peopleApi.moveDataPicker, {
        token: A.admin.token,
        values: { id: A.pickers[1].id },
        body: { toId: A.pickers[1].teamLeaderId! },
      });
      expect(res.status).toBe(400);
    });
    expect(written).toBe(0);
  });
});

describe('a delete', () => {
  it('records the deleted user in its group', async () => {
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: B.admin.id,
      teamLeaderId: B.creatorLeader.id,
    });
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(peopleApi.deleteDataCreator, {
        token: B.admin.token,
        values: { id: creator.id },
      });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'user-deleted',
      ...actorOf(B.admin),
      targetId: creator.id,
      targetLabel: creator.name,
      after: null,
      adminId: B.admin.id,
    });
  });

  it('records where a deleted leader’s staff went, and each one moved', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: B.admin.id,
      assignFor: 'rental-picker',
    });
    const staff = [
      await addUser(server, { role: 'data-picker', adminId: B.admin.id, teamLeaderId: leader.id }),
      await addUser(server, { role: 'data-picker', adminId: B.admin.id, teamLeaderId: leader.id }),
    ];
    const mark = await markOf(server);
    const res = await server.call(peopleApi.deleteTeamLeader, {
      token: B.admin.token,
      values: { id: leader.id },
      body: { moveStaffTo: B.pickerLeader.id },
    });
    expect(res.status).toBe(200);
    const written = await entriesSince(server, mark);
    expect(written).toHaveLength(3);
    for (const picker of staff) {
      expect(written.find((entry) => entry.targetId === picker.id)).toMatchObject({
        action: 'user-moved',
        ...actorOf(B.admin),
        targetLabel: picker.name,
        before: { adminId: B.admin.id, teamLeaderId: leader.id, teamLeader: leader.name },
        after: { adminId: B.admin.id, teamLeaderId: B.pickerLeader.id, teamLeader: B.pickerLeader.name },
        adminId: B.admin.id,
      });
    }
    expect(written.find((entry) => entry.targetId === leader.id)).toMatchObject({
      action: 'user-deleted',
      after: { moveStaffTo: B.pickerLeader.id },
      adminId: B.admin.id,
    });
  });

  it('records each of a deleted admin’s staff moving to the new admin', async () => {
    const leaving = await addUser(server, { role: 'admin' });
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: leaving.id,
      assignFor: 'rental-creator',
    });
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: leaving.id,
      teamLeaderId: leader.id,
    });
    const mark = await markOf(server);
    const res = await server.call(peopleApi.deleteAdmin, {
      token: root.token,
      values: { id: leaving.id },
      body: { moveStaffTo: A.admin.id },
    });
    expect(res.status).toBe(200);
    const moves = (await entriesSince(server, mark)).filter((entry) => entry.action === 'user-moved');
    expect(moves.map((entry) => entry.targetId).sort()).toEqual([leader.id, creator.id].sort());
    for (const entry of moves) {
      expect(entry).toMatchObject({
        before: { adminId: leaving.id },
        after: { adminId: A.admin.id, admin: A.admin.name },
        adminId: leaving.id,
      });
    }
  });

  it('writes nothing when a leader with staff is deleted without a new home (409)', async () => {
    const written = await entriesWrittenBy(server, async () => {
      const res = await server.call(peopleApi.deleteTeamLeader, {
        token: B.admin.token,
        values: { id: B.pickerLeader.id },
        body: {},
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(HAS_STAFF);
    });
    expect(written).toBe(0);
  });
});
