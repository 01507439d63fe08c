/**
 * The super-admin's reset of a user's second factor (docs/rules/auth.md, "Two-factor"): in the audit
 * trail; the user signs in with its password alone again, or through the set-up when required. No one
 * else may reset anyone's, their own included.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/src/db/schema';
import { authApi, type LoginResult, twoFactorApi } from '../../../src/contract';
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

const reset = (token: string, id: string) => server.call(twoFactorApi.reset, { token, values: { id } });

describe('resetting a user’s two-factor', () => {
  it('lets the super-admin reset it, in the audit trail; the user signs in with its password again', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const picker = await addUser(server, { role: 'data-picker', adminId: admin.id });
    const { secret } = await enrolTwoFactor(server, picker);
    const pending = await passwordStep(server, picker);

    const done = await reset(root.token, picker.id);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Two-factor reset');
    const [entry] = await server.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'two-factor-reset'), eq(auditEntries.targetId, picker.id)));
    expect(entry).toMatchObject({
      actorId: root.id,
      actorName: root.name,
      actorRole: 'super-admin',
      targetKind: 'user',
      targetLabel: picker.name,
      adminId: admin.id,
    });
    // A ticket from before the reset ends with it.
    const stale = await server.call(twoFactorApi.loginCode, {
      body: { ticket: pending.ticket, code: codeOf(server, secret) },
    });
    expect(stale.status).toBe(401);
    const plain = await server.call(authApi.login, {
      body: { email: picker.email, password: picker.password },
    });
    expect((plain.body.data as LoginResult).accessToken).toEqual(expect.any(String));

    const again = await reset(root.token, picker.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor is not on');
  });

  it('refuses everyone but the super-admin, and unknown users', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const leader = await addUser(server, {
      role: 'team-leader',
      assignFor: 'rental-picker',
      adminId: admin.id,
    });
    const picker = await addUser(server, { role: 'data-picker', adminId: admin.id, teamLeaderId: leader.id });
    await enrolTwoFactor(server, picker);
    await enrolTwoFactor(server, admin);
    for (const caller of [admin, leader, picker]) {
      const refused = await reset(caller.token, picker.id);
      expect(refused.status).toBe(403);
    }
    expect((await reset(admin.token, admin.id)).status).toBe(403);
    expect((await server.call(twoFactorApi.reset, { values: { id: picker.id } })).status).toBe(401);
    const unknown = await reset(root.token, 'no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    expect((await passwordStep(server, picker)).twoFactor).toBe('required');
    const entries = await server.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'two-factor-reset'));
    expect(entries.filter((e) => e.targetId === picker.id || e.targetId === admin.id)).toEqual([]);
  });
});
