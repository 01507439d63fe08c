/**
 * Sign-in, sign-out and password reset in the audit trail (docs/rules/audit.md#d10.1): a sign-in with the client's
 * address, a failed one with the address typed and no actor (the one refusal recorded, docs/rules/audit.md#d10.2),
 * a sign-out only when it ends a live session, a reset link only for an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../../src/contract';
import {
  addUser,
  buildGroup,
  type Group,
  login,
  readOutbox,
  resetTokenIn,
  startTestServer,
  type TestServer,
} from '../support';
import { entriesWrittenBy, oneEntryOf } from './entries';

let server: TestServer;
let A: Group;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
});
afterAll(() => server.close());

const signIn = (email: string, password: string) => server.call(authApi.login, { body: { email, password } });

describe('a sign-in', () => {
  it('records the person, its role and the client’s address, in its group', async () => {
    const entry = await oneEntryOf(server, async () => {
      expect((await signIn(A.picker.email, A.picker.password)).status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'sign-in',
      actorId: A.picker.id,
      actorName: A.picker.name,
      actorRole: 'data-picker',
      targetKind: 'user',
      targetId: A.picker.id,
      ip: '127.0.0.1',
      adminId: A.admin.id,
    });
  });

  it('records a wrong password with the address typed, no actor, in the account’s group', async () => {
    const entry = await oneEntryOf(server, async () => {
      expect((await signIn(A.creator.email, 'wrong-password')).status).toBe(401);
    });
    expect(entry).toMatchObject({
      action: 'sign-in-failed',
      actorId: null,
      actorName: null,
      actorRole: null,
      targetKind: 'user',
      targetId: A.creator.id,
      targetLabel: A.creator.email,
      ip: '127.0.0.1',
      adminId: A.admin.id,
    });
  });

  it('records an unknown address in no group', async () => {
    const entry = await oneEntryOf(server, async () => {
      expect((await signIn('nobody@staff.test', 'whatever-1')).status).toBe(401);
    });
    expect(entry).toMatchObject({
      action: 'sign-in-failed',
      targetId: null,
      targetLabel: 'nobody@staff.test',
      adminId: null,
    });
  });

  it('writes nothing for a body that is not a sign-in (400)', async () => {
    const written = await entriesWrittenBy(server, async () => {
      expect((await server.call(authApi.login, { body: { email: 'not-an-email' } })).status).toBe(400);
    });
    expect(written).toBe(0);
  });
});

describe('a sign-out', () => {
  it('records the end of a live session once; signing out again writes nothing', async () => {
    const session = await login(server, A.admin.email, A.admin.password);
    const entry = await oneEntryOf(server, async () => {
      const res = await server.call(authApi.logout, { refreshCookie: session.refreshCookie });
      expect(res.status).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'sign-out',
      actorId: A.admin.id,
      actorRole: 'admin',
      targetId: A.admin.id,
      adminId: A.admin.id,
      ip: null,
    });
    const again = await entriesWrittenBy(server, async () => {
      expect((await server.call(authApi.logout, { refreshCookie: session.refreshCookie })).status).toBe(200);
      expect((await server.call(authApi.logout)).status).toBe(200);
    });
    expect(again).toBe(0);
  });
});

describe('a password reset', () => {
  it('records the link asked for an account and the password set, as the account’s own acts', async () => {
    const user = await addUser(server, {
      role: 'data-creator',
      adminId: A.admin.id,
      teamLeaderId: A.creatorLeader.id,
    });
    const asked = await oneEntryOf(server, async () => {
      expect((await server.call(authApi.forgetPassword, { body: { email: user.email } })).status).toBe(200);
      // The link is made after the answer, with the mail (docs/rules/auth.md#d3.8).
      await server.app.mail.flush();
    });
    expect(asked).toMatchObject({
      action: 'password-reset-asked',
      actorId: user.id,
      actorRole: 'data-creator',
      targetId: user.id,
      adminId: A.admin.id,
    });
    const token = resetTokenIn((await readOutbox(server)).at(-1)!);
    const done = await oneEntryOf(server, async () => {
      const res = await server.call(authApi.resetPassword, {
        body: { email: user.email, newPassword: 'new-password-1' },
        token,
      });
      expect(res.status).toBe(200);
    });
    expect(done).toMatchObject({ action: 'password-reset-done', actorId: user.id, targetId: user.id });
  });

  it('writes nothing for an unknown address or a used link', async () => {
    const written = await entriesWrittenBy(server, async () => {
      expect(
        (await server.call(authApi.forgetPassword, { body: { email: 'nobody@staff.test' } })).status,
      ).toBe(200);
      const res = await server.call(authApi.resetPassword, {
        body: { email: A.picker.email, newPassword: 'new-password-1' },
        token: 'not-a-link',
      });
      expect(res.status).toBe(400);
    });
    expect(written).toBe(0);
  });
});
