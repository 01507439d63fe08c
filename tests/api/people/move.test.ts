/**
 * Moving staff between teams (docs/rules/people.md#d4.8): a picker or creator to another leader of its kind, a
 * leader with its staff to another admin; a held lead follows its picker, finished and created leads
 * stay with the team they were made in; a bad target is one field error that reveals nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TARGET_NOT_FOUND,
  ALREADY_THERE,
  LEADER_TARGET_NOT_FOUND,
  MOVED,
  peopleApi,
  type StaffUser,
} from '../../../src/contract';
import {
  addRental,
  addUser,
  buildGroup,
  type Callers,
  createdBy,
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

const pickerUnder = (group: Group, leader = group.pickerLeaders[0]) =>
  addUser(server, { role: 'data-picker', adminId: group.admin.id, teamLeaderId: leader.id });
const creatorUnder = (group: Group, leader = group.creatorLeaders[0]) =>
  addUser(server, { role: 'data-creator', adminId: group.admin.id, teamLeaderId: leader.id });

type Move = typeof peopleApi.moveDataPicker;
const move = (target: Move, id: string, body: unknown, token = callers.token.admin) =>
  server.call(target, { values: { id }, token, body });

/** The picker as Manage Data Pickers lists it for `token`. */
async function listedPicker(picker: Staff, token = callers.token.admin): Promise<StaffUser | undefined> {
  const res = await server.call(peopleApi.listDataPickers, { token, query: { search: picker.email } });
  expect(res.status).toBe(200);
  return res.body.data.result.find((row) => row._id === picker.id);
}

const fieldError = (path: string, message: string) => ({
  success: false,
  message,
  errors: [{ path, message }],
});

describe('an admin moving a picker', () => {
  it('puts it under the other leader: the row shows it, its held lead follows, its picks today stay', async () => {
    const [from, to] = A.pickerLeaders;
    const picker = await pickerUnder(A, from);
    const now = server.clock.now();
    const finished = await addRental(server, pickedBy(picker, now));
    const held = await addRental(server, heldBy(picker, now));
    expect((await listedPicker(picker))?.todayPicked).toBe(1);

    const res = await move(peopleApi.moveDataPicker, picker.id, { toId: to.id });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MOVED);
    expect(res.body.data).toMatchObject({
      _id: picker.id,
      team_leader_name: to.name,
      team_leader_email: to.email,
      admin_email: A.admin.email,
      todayPicked: 1,
    });
    expect(await listedPicker(picker)).toMatchObject({
      team_leader_name: to.name,
      team_leader_email: to.email,
      todayPicked: 1,
    });
    expect(await rentalById(server, held.id)).toMatchObject({
      fetcherId: picker.id,
      fetcherLeaderId: to.id,
      fetcherAdminId: A.admin.id,
      isFinished: false,
    });
    // docs/rules/people.md#d4.8: a lead already picked keeps the team it was picked in.
    expect((await rentalById(server, finished.id))?.fetcherLeaderId).toBe(from.id);
    expect(boards).toHaveBeenCalledWith([A.admin.id, A.admin.id]);
  });

  it('refuses every target it may not name with the same field error, and changes nothing', async () => {
    const picker = await pickerUnder(A);
    const deletedLeader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-picker',
    });
    await softDeleteUser(server.app, deletedLeader.id);
    const before = await snapshot(server);
    const targets = {
      "another group's leader": B.pickerLeaders[0].id,
      'a rental-creator leader': A.creatorLeaders[0].id,
      'a deleted leader': deletedLeader.id,
      'an unknown id': 'no-such-user',
      'an admin': A.admin.id,
      'another picker': A.pickers[1].id,
    };
    for (const [name, toId] of Object.entries(targets)) {
      const res = await move(peopleApi.moveDataPicker, picker.id, { toId });
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: fieldError('toId', LEADER_TARGET_NOT_FOUND),
      });
    }
    expect(await snapshot(server)).toBe(before);
  });

  it('answers 404 for a picker of another group, as for an unknown one, and leaves it where it is', async () => {
    const theirs = await pickerUnder(B);
    for (const id of [theirs.id, 'no-such-user']) {
      const res = await move(peopleApi.moveDataPicker, id, { toId: A.pickerLeaders[1].id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Data picker not found' });
    }
    expect((await userById(server, theirs.id))?.teamLeaderId).toBe(B.pickerLeaders[0].id);
  });

  it('refuses to move it where it already is', async () => {
    const picker = await pickerUnder(A, A.pickerLeaders[1]);
    const res = await move(peopleApi.moveDataPicker, picker.id, { toId: A.pickerLeaders[1].id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldError('toId', ALREADY_THERE));
  });

  it('refuses a picker moved through the creator call, as one it does not know', async () => {
    const picker = await pickerUnder(A);
    const res = await move(peopleApi.moveDataCreator, picker.id, { toId: A.creatorLeaders[1].id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Data creator not found');
  });
});

describe('an admin moving a creator', () => {
  it('puts it under the other rental-creator leader; the leads it created keep their team', async () => {
    const [from, to] = A.creatorLeaders;
    const creator = await creatorUnder(A, from);
    const lead = await addRental(server, createdBy(creator));

    const res = await move(peopleApi.moveDataCreator, creator.id, { toId: to.id });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: creator.id, team_leader_email: to.email });
    expect(await userById(server, creator.id)).toMatchObject({ teamLeaderId: to.id, adminId: A.admin.id });
    expect((await rentalById(server, lead.id))?.creatorLeaderId).toBe(from.id);
  });

  it('refuses a rental-picker leader as its target', async () => {
    const creator = await creatorUnder(A);
    const res = await move(peopleApi.moveDataCreator, creator.id, { toId: A.pickerLeaders[0].id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldError('toId', LEADER_TARGET_NOT_FOUND));
  });
});

describe('the super-admin moving staff', () => {
  const token = () => callers.token['super-admin'];

  it('moves a picker across groups: it takes the new leader admin, and so does its held lead', async () => {
    const picker = await pickerUnder(A);
    const held = await addRental(server, heldBy(picker, server.clock.now()));
    const to = B.pickerLeaders[1];

    const res = await move(peopleApi.moveDataPicker, picker.id, { toId: to.id }, token());

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ admin_email: B.admin.email, team_leader_email: to.email });
    expect(await userById(server, picker.id)).toMatchObject({ adminId: B.admin.id, teamLeaderId: to.id });
    expect(await rentalById(server, held.id)).toMatchObject({
      fetcherAdminId: B.admin.id,
      fetcherLeaderId: to.id,
    });
    expect(boards).toHaveBeenCalledWith([A.admin.id, B.admin.id]);
    // Now in B's group: admin A no longer sees it, admin B does.
    expect(await listedPicker(picker)).toBeUndefined();
    expect(await listedPicker(picker, B.admin.token)).toBeDefined();
  });

  it('moves a team leader to another admin with all its active staff and their held leads', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-picker',
    });
    const picker = await pickerUnder(A, leader);
    const gone = await pickerUnder(A, leader);
    await softDeleteUser(server.app, gone.id);
    const now = server.clock.now();
    const held = await addRental(server, heldBy(picker, now));
    const finished = await addRental(server, pickedBy(picker, now));
    const admin = await addUser(server, { role: 'admin' });

    const res = await move(peopleApi.moveTeamLeader, leader.id, { toId: admin.id }, token());

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MOVED);
    expect(res.body.data).toMatchObject({
      _id: leader.id,
      admin_email: admin.email,
      assignFor: 'rental-picker',
    });
    expect((await userById(server, leader.id))?.adminId).toBe(admin.id);
    expect(await userById(server, picker.id)).toMatchObject({ adminId: admin.id, teamLeaderId: leader.id });
    // Deleted staff stay where they were when they left.
    expect((await userById(server, gone.id))?.adminId).toBe(A.admin.id);
    expect(await rentalById(server, held.id)).toMatchObject({
      fetcherAdminId: admin.id,
      fetcherLeaderId: leader.id,
    });
    expect((await rentalById(server, finished.id))?.fetcherAdminId).toBe(A.admin.id);
    expect(boards).toHaveBeenCalledWith([A.admin.id, admin.id]);
  });

  it('refuses a leader moved to its own admin, or to anyone but an active admin', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-creator',
    });
    const deletedAdmin = await addUser(server, { role: 'admin' });
    await softDeleteUser(server.app, deletedAdmin.id);

    const same = await move(peopleApi.moveTeamLeader, leader.id, { toId: A.admin.id }, token());
    expect(same.status).toBe(400);
    expect(same.body).toEqual(fieldError('toId', ALREADY_THERE));

    const before = await snapshot(server);
    for (const toId of [deletedAdmin.id, B.pickerLeaders[0].id, 'no-such-user', leader.id]) {
      const res = await move(peopleApi.moveTeamLeader, leader.id, { toId }, token());
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldError('toId', ADMIN_TARGET_NOT_FOUND));
    }
    expect(await snapshot(server)).toBe(before);
  });
});

describe('who may not move', () => {
  it('refuses an admin moving a team leader (403), even its own', async () => {
    const res = await move(peopleApi.moveTeamLeader, A.pickerLeaders[0].id, { toId: B.admin.id });
    expect(res.status).toBe(403);
    expect((await userById(server, A.pickerLeaders[0].id))?.adminId).toBe(A.admin.id);
  });
});

describe('bad bodies', () => {
  const picker = () => A.pickers[0];
  const cases: { name: string; body: unknown; message: string }[] = [
    { name: 'no body', body: undefined, message: 'Choose where to move them' },
    { name: 'no toId', body: {}, message: 'Choose where to move them' },
    { name: 'a blank toId', body: { toId: '  ' }, message: 'Choose where to move them' },
    { name: 'a number', body: { toId: 5 }, message: 'Move to must be text' },
    { name: 'an object', body: { toId: { $ne: null } }, message: 'Move to must be text' },
    { name: 'a very long toId', body: { toId: 'x'.repeat(65) }, message: 'Maximum 64 characters allowed' },
  ];
  for (const target of [peopleApi.moveDataPicker, peopleApi.moveDataCreator, peopleApi.moveTeamLeader]) {
    it.each(cases)(`${target.path} with $name → 400 on toId`, async ({ body, message }) => {
      const res = await move(target, picker().id, body, callers.token['super-admin']);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(fieldError('toId', message));
    });
  }
});
