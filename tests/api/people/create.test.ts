/** Creating staff over HTTP: each kind signs in, the hierarchy comes from the records, emails stay unique. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, peopleApi, type StaffUser } from '../../../src/contract';
import {
  buildGroup,
  type Callers,
  type Group,
  login,
  signInCallers,
  startTestServer,
  type TestServer,
  userByEmail,
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

const create = <Body>(target: Endpoint<StaffUser, Body>, token: string | undefined, body: object) =>
  server.call(target, { token, body });

const person = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@people.test`,
  contact: '+50761234567',
  password: 'secret-pass',
});

describe('creating each kind of staff', () => {
  it('makes an admin, a leader, a creator and a picker who can all sign in', async () => {
    const admin = await create(peopleApi.createAdmin, callers.token['super-admin'], person('Ada Admin'));
    expect(admin.status).toBe(201);
    expect(admin.body.message).toBe('Admin created successfully');
    expect(admin.body.data).toMatchObject({ name: 'Ada Admin', role: 'admin', limit: 5000, todayPicked: 0 });
    const adminSession = await login(server, 'ada.admin@people.test', 'secret-pass');

    const leader = await create(peopleApi.createTeamLeader, adminSession.accessToken, {
      ...person('Lea Leader'),
      admin_email: 'ada.admin@people.test',
      assignFor: 'rental-picker',
    });
    expect(leader.status).toBe(201);
    expect(leader.body.data).toMatchObject({
      role: 'team-leader',
      assignFor: 'rental-picker',
      admin_email: 'ada.admin@people.test',
      admin_name: 'Ada Admin',
      todayPicked: 0,
    });
    const leaderSession = await login(server, 'lea.leader@people.test', 'secret-pass');
    expect(leaderSession.user).toMatchObject({ role: 'team-leader', assignFor: 'rental-picker' });

    const picker = await create(peopleApi.createDataPicker, leaderSession.accessToken, {
      ...person('Pia Picker'),
      admin_email: 'ada.admin@people.test',
      team_leader_email: 'lea.leader@people.test',
    });
    expect(picker.status).toBe(201);
    expect(picker.body.data).toMatchObject({
      role: 'data-picker',
      limit: 100,
      todayPicked: 0,
      admin_name: 'Ada Admin',
      team_leader_name: 'Lea Leader',
    });
    expect((await login(server, 'pia.picker@people.test', 'secret-pass')).user.role).toBe('data-picker');

    const creator = await create(peopleApi.createDataCreator, callers.token['creator-leader'], {
      ...person('Cal Creator'),
      admin_email: A.admin.email,
      team_leader_email: A.creatorLeaders[0].email,
    });
    expect(creator.status).toBe(201);
    expect(creator.body.data).toMatchObject({
      role: 'data-creator',
      canBulkUpload: false,
      numberStatusSummary: { valid: 0, invalid: 0 },
      team_leader_email: A.creatorLeaders[0].email,
    });
    expect((await login(server, 'cal.creator@people.test', 'secret-pass')).user.role).toBe('data-creator');
  });

  it('never answers or stores the password in the clear', async () => {
    const res = await create(peopleApi.createAdmin, callers.token['super-admin'], person('Hal Hash'));
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|secret-pass/i);
    const stored = await userByEmail(server, 'hal.hash@people.test');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it("takes the admin's and leader's names and contacts from their records, whatever the body says", async () => {
    const res = await create(peopleApi.createDataPicker, callers.token.admin, {
      ...person('Lola Liar'),
      admin_email: A.admin.email.toUpperCase(),
      admin_name: 'Someone Else',
      admin_contact: '000',
      team_leader_email: A.pickerLeaders[1].email,
      team_leader_name: 'Fake Leader',
      team_leader_contact: '111',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      admin_email: A.admin.email,
      admin_name: A.admin.name,
      admin_contact: A.admin.contact,
      team_leader_email: A.pickerLeaders[1].email,
      team_leader_name: A.pickerLeaders[1].name,
      team_leader_contact: A.pickerLeaders[1].contact,
    });
    const stored = await userByEmail(server, 'lola.liar@people.test');
    expect(stored).toMatchObject({ adminId: A.admin.id, teamLeaderId: A.pickerLeaders[1].id });
  });

  it('stores the email trimmed and in lower case', async () => {
    const res = await create(peopleApi.createAdmin, callers.token['super-admin'], {
      ...person('Case Person'),
      email: '  Case.Person@People.TEST ',
    });
    expect(res.body.data.email).toBe('case.person@people.test');
  });
});

describe('email uniqueness', () => {
  it('refuses a taken email in any case, and allows it again once its owner is deleted', async () => {
    const first = await create(peopleApi.createDataCreator, callers.token.admin, {
      ...person('Dup Creator'),
      admin_email: A.admin.email,
      team_leader_email: A.creatorLeaders[1].email,
    });
    expect(first.status).toBe(201);

    const again = await create(peopleApi.createAdmin, callers.token['super-admin'], {
      ...person('Dup Admin'),
      email: 'DUP.Creator@people.test',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This email is already in use');

    const deleted = await server.call(peopleApi.deleteDataCreator, {
      values: { id: first.body.data._id },
      token: callers.token.admin,
    });
    expect(deleted.status).toBe(200);

    const reused = await create(peopleApi.createAdmin, callers.token['super-admin'], {
      ...person('Dup Admin'),
      email: 'Dup.Creator@people.test',
    });
    expect(reused.status).toBe(201);
    expect(reused.body.data).toMatchObject({ role: 'admin', email: 'dup.creator@people.test' });
  });
});
