/**
 * Deleting a leader or an admin that still has staff (docs/rules/people.md#d4.9): with `moveStaffTo` the staff move
 * (held leads following) and the user is deleted, in one transaction; a bad target changes nothing;
 * without one the delete is still refused (docs/rules/people.md#d4.3).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TARGET_NOT_FOUND, HAS_STAFF, LEADER_TARGET_NOT_FOUND, peopleApi } from '../../../src/contract';
import {
  addRental,
  addUser,
  buildGroup,
  type Callers,
  type Group,
  heldBy,
  pickedBy,
  rentalById,
  type Staff,
  signInCallers,
  snapshot,
  softDeleteUser,
  startTestServer,
  type TestServer,
  userById,
} from '../support';

let server: TestServer;
let A: Group;
let B: Group;
let callers: Callers;

/** Called with the admin groups whose boards a change told. */
const boards = vi.fn();

beforeAll(async () => {
  server = await startTestServer();
  server.app.events.on('boardChanged', (change) => {
    if ('adminIds' in change) boards(change.adminIds);
  });
  A = await buildGroup(server);
  B = await buildGroup(server);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

beforeEach(() => {
  boards.mockClear();
});

const superAdmin = () => callers.token['super-admin'];
type Delete = typeof peopleApi.deleteTeamLeader;
const remove = (target: Delete, id: string, body: unknown, token = callers.token.admin) =>
  server.call(target, { values: { id }, token, body });

const fieldError = (message: string) => ({
  success: false,
  message,
  errors: [{ path: 'moveStaffTo', message }],
});

/** A rental-picker leader of `group` with two pickers, one holding a lead, and a picker deleted earlier. */
async function leaderWithStaff(group: Group) {
  const leader = await addUser(server, {
    role: 'team-leader',
    adminId: group.admin.id,
    assignFor: 'rental-picker',
  });
  const picker = (): Promise<Staff> =>
    addUser(server, { role: 'data-picker', adminId: group.admin.id, teamLeaderId: leader.id });
  const holder = await picker();
  const other = await picker();
  const gone = await picker();
  await softDeleteUser(server.app, gone.id);
  const now = server.clock.now();
  const held = await addRental(server, heldBy(holder, now));
  const finished = await addRental(server, pickedBy(holder, now));
  return { leader, holder, other, gone, held, finished };
}

describe('deleting a team leader with its staff moved', () => {
  it('moves the active staff and their held leads under the target, then deletes the leader', async () => {
    const team = await leaderWithStaff(A);
    const to = A.pickerLeaders[1];

    const res = await remove(peopleApi.deleteTeamLeader, team.leader.id, { moveStaffTo: to.id });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Deleted successfully', data: null });
    expect((await userById(server, team.leader.id))?.isDeleted).toBe(true);
    for (const picker of [team.holder, team.other]) {
      expect(await userById(server, picker.id)).toMatchObject({ teamLeaderId: to.id, adminId: A.admin.id });
    }
    expect((await userById(server, team.gone.id))?.teamLeaderId).toBe(team.leader.id);
    expect(await rentalById(server, team.held.id)).toMatchObject({
      fetcherId: team.holder.id,
      fetcherLeaderId: to.id,
      isFinished: false,
    });
    expect((await rentalById(server, team.finished.id))?.fetcherLeaderId).toBe(team.leader.id);
    expect(boards).toHaveBeenCalledWith([A.admin.id, A.admin.id, A.admin.id]);

    const listed = await server.call(peopleApi.listDataPickers, {
      token: callers.token.admin,
      query: { search: team.holder.email },
    });
    expect(listed.body.data.result[0]).toMatchObject({ _id: team.holder.id, team_leader_email: to.email });
  });

  it('lets the super-admin move the staff to a leader of another group: they take its admin', async () => {
    const team = await leaderWithStaff(A);
    const to = B.pickerLeaders[0];

    const res = await remove(
      peopleApi.deleteTeamLeader,
      team.leader.id,
      { moveStaffTo: to.id },
      superAdmin(),
    );

    expect(res.status).toBe(200);
    expect(await userById(server, team.holder.id)).toMatchObject({
      adminId: B.admin.id,
      teamLeaderId: to.id,
    });
    expect(await rentalById(server, team.held.id)).toMatchObject({
      fetcherAdminId: B.admin.id,
      fetcherLeaderId: to.id,
    });
    expect(boards).toHaveBeenCalledWith([A.admin.id, A.admin.id, B.admin.id]);
  });

  it('refuses every target it may not name with one field error, and leaves everything as it was', async () => {
    const team = await leaderWithStaff(A);
    const deletedLeader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-picker',
    });
    await softDeleteUser(server.app, deletedLeader.id);
    const before = await snapshot(server);
    const targets = {
      itself: team.leader.id,
      "another group's leader": B.pickerLeaders[0].id,
      'a rental-creator leader': A.creatorLeaders[0].id,
      'a deleted leader': deletedLeader.id,
      'its own picker': team.other.id,
      'an admin': A.admin.id,
      'an unknown id': 'no-such-user',
    };
    for (const [name, moveStaffTo] of Object.entries(targets)) {
      const res = await remove(peopleApi.deleteTeamLeader, team.leader.id, { moveStaffTo });
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: fieldError(LEADER_TARGET_NOT_FOUND),
      });
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('still answers 409 when no target is named, with no body or an empty one', async () => {
    const team = await leaderWithStaff(A);
    for (const body of [undefined, {}]) {
      const res = await remove(peopleApi.deleteTeamLeader, team.leader.id, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: HAS_STAFF });
    }
    expect((await userById(server, team.leader.id))?.isDeleted).toBe(false);
  });

  it('ignores the target when the leader has no active staff', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-creator',
    });
    const res = await remove(peopleApi.deleteTeamLeader, leader.id, { moveStaffTo: 'no-such-user' });
    expect(res.status).toBe(200);
    expect((await userById(server, leader.id))?.isDeleted).toBe(true);
  });

  it("answers 404 for another group's leader, before looking at the target", async () => {
    const team = await leaderWithStaff(B);
    const res = await remove(peopleApi.deleteTeamLeader, team.leader.id, {
      moveStaffTo: A.pickerLeaders[1].id,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Team leader not found' });
    expect((await userById(server, team.holder.id))?.teamLeaderId).toBe(team.leader.id);
  });

  it('refuses a malformed target as a field error', async () => {
    const team = await leaderWithStaff(A);
    const cases = [
      { moveStaffTo: 5, message: 'Move staff to must be text' },
      { moveStaffTo: '', message: 'Move staff to is required' },
      { moveStaffTo: 'x'.repeat(65), message: 'Maximum 64 characters allowed' },
    ];
    for (const { moveStaffTo, message } of cases) {
      const res = await remove(peopleApi.deleteTeamLeader, team.leader.id, { moveStaffTo });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldError(message));
    }
    expect((await userById(server, team.leader.id))?.isDeleted).toBe(false);
  });
});

describe('deleting an admin with its staff moved', () => {
  /** An admin with a leader of each kind, a creator and a picker holding a lead. */
  async function adminWithStaff() {
    const admin = await addUser(server, { role: 'admin' });
    const pickerLeader = await addUser(server, {
      role: 'team-leader',
      adminId: admin.id,
      assignFor: 'rental-picker',
    });
    const creatorLeader = await addUser(server, {
      role: 'team-leader',
      adminId: admin.id,
      assignFor: 'rental-creator',
    });
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: admin.id,
      teamLeaderId: pickerLeader.id,
    });
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: admin.id,
      teamLeaderId: creatorLeader.id,
    });
    const held = await addRental(server, heldBy(picker, server.clock.now()));
    return { admin, pickerLeader, creatorLeader, picker, creator, held };
  }

  it('moves every active member of its group, keeping their leaders, then deletes it', async () => {
    const group = await adminWithStaff();
    const to = B.admin;

    const res = await remove(peopleApi.deleteAdmin, group.admin.id, { moveStaffTo: to.id }, superAdmin());

    expect(res.status).toBe(200);
    expect((await userById(server, group.admin.id))?.isDeleted).toBe(true);
    expect((await userById(server, group.pickerLeader.id))?.adminId).toBe(to.id);
    expect((await userById(server, group.creatorLeader.id))?.adminId).toBe(to.id);
    expect(await userById(server, group.picker.id)).toMatchObject({
      adminId: to.id,
      teamLeaderId: group.pickerLeader.id,
    });
    expect(await userById(server, group.creator.id)).toMatchObject({
      adminId: to.id,
      teamLeaderId: group.creatorLeader.id,
    });
    expect(await rentalById(server, group.held.id)).toMatchObject({
      fetcherAdminId: to.id,
      fetcherLeaderId: group.pickerLeader.id,
    });
    expect(boards).toHaveBeenCalledWith([group.admin.id, group.admin.id, to.id]);
  });

  it('refuses any target but another active admin, and changes nothing', async () => {
    const group = await adminWithStaff();
    const deletedAdmin = await addUser(server, { role: 'admin' });
    await softDeleteUser(server.app, deletedAdmin.id);
    const before = await snapshot(server);
    for (const moveStaffTo of [group.admin.id, deletedAdmin.id, B.pickerLeaders[0].id, 'no-such-user']) {
      const res = await remove(peopleApi.deleteAdmin, group.admin.id, { moveStaffTo }, superAdmin());
      expect({ moveStaffTo, status: res.status, body: res.body }).toEqual({
        moveStaffTo,
        status: 400,
        body: fieldError(ADMIN_TARGET_NOT_FOUND),
      });
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('still answers 409 without a target', async () => {
    const group = await adminWithStaff();
    const res = await remove(peopleApi.deleteAdmin, group.admin.id, undefined, superAdmin());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(HAS_STAFF);
  });
});
