/** Soft delete (docs/rules/people.md#d4): staff go first, sessions end at once, a picker's held lead returns to the pool. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../../server/src/db/schema';
import { authApi, type Endpoint, peopleApi } from '../../../src/contract';
import {
  addRental,
  addUser,
  buildGroup,
  type Callers,
  type Group,
  login,
  rentalById,
  signInCallers,
  startTestServer,
  type TestServer,
  userByEmail,
  userById,
} from '../support';

let server: TestServer;
let A: Group;
let callers: Callers;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  callers = await signInCallers(server, A);
});
afterAll(() => server.close());

const remove = <Body>(target: Endpoint<null, Body>, id: string, token = callers.token['super-admin']) =>
  server.call(target, { values: { id }, token });

describe('deleting a leader or an admin', () => {
  it('refuses while they have active staff, and succeeds once the staff are gone', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-creator',
    });
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: A.admin.id,
      teamLeaderId: leader.id,
    });

    const refused = await remove(peopleApi.deleteTeamLeader, leader.id, callers.token.admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: 'Reassign or delete their staff first' });
    expect((await userById(server, leader.id))?.isDeleted).toBe(false);

    expect((await remove(peopleApi.deleteDataCreator, creator.id, callers.token.admin)).status).toBe(200);
    const done = await remove(peopleApi.deleteTeamLeader, leader.id, callers.token.admin);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Deleted successfully', data: null });
    const stored = await userById(server, leader.id);
    expect(stored?.isDeleted).toBe(true);
    expect(stored?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses an admin with leaders under it', async () => {
    const admin = await addUser(server, { role: 'admin' });
    await addUser(server, { role: 'team-leader', adminId: admin.id, assignFor: 'rental-picker' });
    const res = await remove(peopleApi.deleteAdmin, admin.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Reassign or delete their staff first');
  });

  it('answers 404 the second time', async () => {
    const admin = await addUser(server, { role: 'admin' });
    expect((await remove(peopleApi.deleteAdmin, admin.id)).status).toBe(200);
    expect((await remove(peopleApi.deleteAdmin, admin.id)).status).toBe(404);
  });
});

describe('a create racing a delete of its leader', () => {
  it('waits for the delete and refuses, instead of leaving staff under a deleted leader', async () => {
    const leader = await addUser(server, {
      role: 'team-leader',
      adminId: A.admin.id,
      assignFor: 'rental-creator',
    });
    let created: ReturnType<typeof server.call> | undefined;
    // A delete in progress, held open while the create arrives (as deleteStaff locks its target).
    await server.app.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, leader.id)).for('update');
      created = server.call(peopleApi.createDataCreator, {
        token: callers.token.admin,
        body: {
          name: 'Racer',
          email: 'racer@people.test',
          contact: '5075551234',
          password: 'secret-1',
          admin_email: A.admin.email,
          team_leader_email: leader.email,
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, leader.id));
    });
    const res = await created!;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Team Leader not found for this admin');
    expect(await userByEmail(server, 'racer@people.test')).toBeUndefined();
  });
});

describe('deleting a picker', () => {
  it('ends every session at once: the access token and the refresh cookie stop working', async () => {
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: A.pickerLeaders[0].id,
    });
    const first = await login(server, picker.email, picker.password);
    const second = await login(server, picker.email, picker.password);
    expect((await server.call(peopleApi.profile, { token: first.accessToken })).status).toBe(200);

    expect((await remove(peopleApi.deleteDataPicker, picker.id, callers.token['picker-leader'])).status).toBe(
      200,
    );

    expect((await server.call(peopleApi.profile, { token: first.accessToken })).status).toBe(401);
    for (const session of [first, second]) {
      const refresh = await server.call(authApi.refresh, { refreshCookie: session.refreshCookie });
      expect(refresh.status).toBe(401);
    }
    const again = await server.call(authApi.login, {
      body: { email: picker.email, password: picker.password },
    });
    expect(again.status).toBe(401);
    // Revoked, not merely unusable while the account is deleted.
    const tokens = await server.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, picker.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it('returns the held lead to the pool and leaves finished leads, with their picker, alone', async () => {
    const leader = A.pickerLeaders[1];
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: leader.id,
    });
    const picked = {
      fetcherId: picker.id,
      fetcherAdminId: A.admin.id,
      fetcherLeaderId: leader.id,
      isFetched: true,
    };
    const held = await addRental(server, { ...picked, fetchedAt: new Date() });
    const finished = await addRental(server, {
      ...picked,
      isFinished: true,
      numberStatus: 'valid',
      fetchedAt: new Date(),
      finishedDate: new Date(),
    });
    const someoneElses = await addRental(server, {
      fetcherId: A.pickers[0].id,
      fetcherAdminId: A.admin.id,
      fetcherLeaderId: A.pickerLeaders[0].id,
      isFetched: true,
      fetchedAt: new Date(),
    });

    expect((await remove(peopleApi.deleteDataPicker, picker.id, callers.token.admin)).status).toBe(200);

    expect(await rentalById(server, held.id)).toMatchObject({
      isFetched: false,
      isFinished: false,
      fetcherId: null,
      fetcherAdminId: null,
      fetcherLeaderId: null,
      fetchedAt: null,
    });
    expect(await rentalById(server, finished.id)).toMatchObject({
      isFetched: true,
      isFinished: true,
      fetcherId: picker.id,
    });
    expect(await rentalById(server, someoneElses.id)).toMatchObject({
      isFetched: true,
      fetcherId: A.pickers[0].id,
    });
  });

  it('sends a held lead served again after an outcome back due at once, and makes its callbacks the team’s', async () => {
    const leader = A.pickerLeaders[1];
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: leader.id,
    });
    const later = new Date(Date.now() + 3_600_000);
    const retried = await addRental(server, {
      fetcherId: picker.id,
      fetcherAdminId: A.admin.id,
      fetcherLeaderId: leader.id,
      isFetched: true,
      fetchedAt: new Date(),
      outcome: 'no-answer',
      attempts: 2,
    });
    const callback = await addRental(server, {
      isFetched: true,
      outcome: 'callback',
      attempts: 1,
      dueAt: later,
      callbackPickerId: picker.id,
      callbackLeaderId: leader.id,
    });

    const before = Date.now();
    expect((await remove(peopleApi.deleteDataPicker, picker.id, callers.token.admin)).status).toBe(200);

    const back = await rentalById(server, retried.id);
    expect(back).toMatchObject({ isFetched: true, fetcherId: null, outcome: 'no-answer', attempts: 2 });
    expect(back!.dueAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await rentalById(server, callback.id)).toMatchObject({
      callbackPickerId: null,
      callbackLeaderId: leader.id,
      dueAt: later,
    });
  });

  it('leaves the lead held when the delete is refused', async () => {
    // A picker of its own: one picker never holds two leads (a unique index says so).
    const picker = await addUser(server, {
      role: 'data-picker',
      adminId: A.admin.id,
      teamLeaderId: A.pickerLeaders[0].id,
    });
    const held = await addRental(server, {
      fetcherId: picker.id,
      fetcherAdminId: A.admin.id,
      isFetched: true,
    });
    const res = await remove(peopleApi.deleteDataPicker, picker.id, callers.token['creator-leader']);
    expect(res.status).toBe(403);
    expect(await rentalById(server, held.id)).toMatchObject({ isFetched: true, fetcherId: picker.id });
  });
});

describe('a deleted user', () => {
  it('leaves every list', async () => {
    const creator = await addUser(server, {
      role: 'data-creator',
      adminId: A.admin.id,
      teamLeaderId: A.creatorLeaders[0].id,
    });
    const listed = async () => {
      const res = await server.call(peopleApi.listDataCreators, {
        query: { limit: 100 },
        token: callers.token['super-admin'],
      });
      return res.body.data.result.map((r) => r._id);
    };
    expect(await listed()).toContain(creator.id);
    await remove(peopleApi.deleteDataCreator, creator.id);
    expect(await listed()).not.toContain(creator.id);
  });
});
