/**
 * The super-admin's setting "Require two-factor for" (docs/rules/auth.md, "Two-factor"): a required
 * role without two-factor signs in through the set-up (a new secret, a first code, recovery codes), no
 * session before; other roles sign in as before; a required role cannot turn it off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/db/schema';
import { authApi, type LoginResult, settingsApi, twoFactorApi } from '../../../src/contract';
import {
  addUser,
  codeOf,
  enrolTwoFactor,
  passwordStep,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let root: Staff;
beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
});
afterAll(() => server.close());

const requireFor = async (twoFactorRequiredFor: string) => {
  const current = (await server.call(settingsApi.get, { token: root.token })).body.data;
  const saved = await server.call(settingsApi.update, {
    token: root.token,
    body: { ...current, twoFactorRequiredFor },
  });
  expect(saved.status).toBe(200);
  return saved;
};

describe('two-factor required by the settings', () => {
  it('is saved by the super-admin alone, with its choices checked', async () => {
    expect((await server.call(settingsApi.get, { token: root.token })).body.data.twoFactorRequiredFor).toBe(
      'nobody',
    );
    const saved = await requireFor('admins');
    expect(saved.body.data.twoFactorRequiredFor).toBe('admins');
    const current = saved.body.data;
    const bad = await server.call(settingsApi.update, {
      token: root.token,
      body: { ...current, twoFactorRequiredFor: 'everyone' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Require two-factor for is not a valid choice');
    const admin = await addUser(server, { role: 'admin' });
    const refused = await server.call(settingsApi.update, {
      token: admin.token,
      body: { ...current, twoFactorRequiredFor: 'nobody' },
    });
    expect(refused.status).toBe(403);
    await requireFor('nobody');
  });

  it('sends an admin without two-factor through the set-up, and signs it in with its first code', async () => {
    await requireFor('admins');
    const admin = await addUser(server, { role: 'admin' });
    const step = await passwordStep(server, admin);
    expect(step.twoFactor).toBe('enrol');
    expect(step.message).toBe('Set up two-factor to sign in');
    expect(await server.app.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);

    // A code before a secret was asked for sets nothing up.
    const early = await server.call(twoFactorApi.loginCode, {
      body: { ticket: step.ticket, code: '123456' },
    });
    expect(early.status).toBe(409);

    const started = await server.call(twoFactorApi.loginEnrol, { body: { ticket: step.ticket } });
    expect(started.status).toBe(200);
    const { secret } = started.body.data;
    const recovery = await server.call(twoFactorApi.loginCode, {
      body: { ticket: step.ticket, recoveryCode: 'abcde-fghij' },
    });
    expect(recovery.status).toBe(409);
    const done = await server.call(twoFactorApi.loginCode, {
      body: { ticket: step.ticket, code: codeOf(server, secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.user._id).toBe(admin.id);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    const status = await server.call(twoFactorApi.status, { token: done.body.data.accessToken });
    expect(status.body.data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // Set up: the next sign-in asks for a code.
    server.clock.advance(30_000);
    expect((await passwordStep(server, admin)).twoFactor).toBe('required');
    // A ticket that asks for a code does not hand out a new secret.
    const codeTicket = await passwordStep(server, admin);
    expect((await server.call(twoFactorApi.loginEnrol, { body: { ticket: codeTicket.ticket } })).status).toBe(
      409,
    );

    const off = await server.call(twoFactorApi.disable, {
      token: admin.token,
      body: { password: admin.password, code: codeOf(server, secret) },
    });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Two-factor is required for your role');
    await requireFor('nobody');
  });

  it('requires it of the roles chosen only: leaders with "leaders", never creators or pickers', async () => {
    await requireFor('admins');
    const leader = await addUser(server, { role: 'team-leader', assignFor: 'rental-creator' });
    const picker = await addUser(server, { role: 'data-picker' });
    const plain = async (user: Staff) =>
      (await server.call(authApi.login, { body: { email: user.email, password: user.password } })).body
        .data as Partial<LoginResult>;
    expect((await plain(leader)).accessToken).toEqual(expect.any(String));
    expect(
      (await passwordStep(server, { email: server.superAdmin.email, password: server.superAdmin.password }))
        .twoFactor,
    ).toBe('enrol');
    await requireFor('leaders');
    expect((await passwordStep(server, leader)).twoFactor).toBe('enrol');
    expect((await plain(picker)).accessToken).toEqual(expect.any(String));
    await requireFor('nobody');
  });

  it('keeps asking a user who set it up for a code when the setting is off', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    await enrolTwoFactor(server, creator);
    expect((await passwordStep(server, creator)).twoFactor).toBe('required');
  });
});
