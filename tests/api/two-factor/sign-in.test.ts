/**
 * Signing in with two-factor (docs/rules/auth.md, "Two-factor"): a right password answers a ticket and
 * no session; the code step starts the session; a code is taken once, a recovery code once, a ticket
 * once and for five minutes; nothing tells an account with two-factor apart before the password is right.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, sessions } from '../../../server/src/db/schema';
import { authApi, type LoginResult, twoFactorApi } from '../../../src/contract';
import {
  addUser,
  codeOf,
  enrolTwoFactor,
  passwordStep,
  type Staff,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionsOf = (user: Staff) => server.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
const signInsOf = (user: Staff) =>
  server.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetId, user.id), eq(auditEntries.action, 'sign-in')));

const codeStep = (body: object) => server.call(twoFactorApi.loginCode, { body });

describe('sign-in with two-factor', () => {
  it('asks for a code after the right password, then signs in with it', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    const { secret } = await enrolTwoFactor(server, creator);
    const first = await passwordStep(server, creator);
    expect(first).toEqual({
      twoFactor: 'required',
      ticket: expect.any(String),
      message: 'Enter the code from your authenticator app',
    });
    expect(await sessionsOf(creator)).toEqual([]);
    expect(await signInsOf(creator)).toEqual([]);

    const done = await codeStep({ ticket: first.ticket, code: codeOf(server, secret) });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Logged in successfully');
    expect(done.body.data.user).toMatchObject({ _id: creator.id, role: 'data-creator' });
    expect(done.body.data.accessToken).toEqual(expect.any(String));
    expect(done.body.data).not.toHaveProperty('recoveryCodes');
    expect(done.refreshCookie).toMatch(/^[\w-]{40,}$/);
    expect(await sessionsOf(creator)).toHaveLength(1);
    expect(await signInsOf(creator)).toHaveLength(1);
    const profile = await server.api('/users/profile', { token: done.body.data.accessToken });
    expect(profile.status).toBe(200);
  });

  it('takes a code once: the same code in another sign-in is refused (no replay)', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const code = codeOf(server, secret);
    expect((await codeStep({ ticket: (await passwordStep(server, picker)).ticket, code })).status).toBe(200);
    const second = await passwordStep(server, picker);
    const replay = await codeStep({ ticket: second.ticket, code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid authentication code');
    // The previous step's code is older than the one used: refused too. The next step's is taken.
    expect((await codeStep({ ticket: second.ticket, code: codeOf(server, secret, -1) })).status).toBe(401);
    expect((await codeStep({ ticket: second.ticket, code: codeOf(server, secret, 1) })).status).toBe(200);
    expect(await sessionsOf(picker)).toHaveLength(2);
  });

  it('refuses a wrong code and keeps the ticket for another try', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    const wrong = await codeStep({ ticket, code: codeOf(server, secret, 5) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid authentication code');
    expect(wrong.refreshCookie).toBeUndefined();
    expect((await codeStep({ ticket, code: codeOf(server, secret) })).status).toBe(200);
  });

  it('uses a ticket once, for five minutes, for its own user', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    expect((await codeStep({ ticket, code: codeOf(server, secret) })).status).toBe(200);
    server.clock.advance(30_000);
    const reused = await codeStep({ ticket, code: codeOf(server, secret) });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Your sign-in has expired, please sign in again');

    const late = await passwordStep(server, picker);
    server.clock.advance(5 * 60_000 + 1000);
    const expired = await codeStep({ ticket: late.ticket, code: codeOf(server, secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your sign-in has expired, please sign in again');

    // Another user's code does not pass a ticket bound to this one.
    const other = await addUser(server, { role: 'data-picker' });
    const otherSecret = (await enrolTwoFactor(server, other)).secret;
    const mine = await passwordStep(server, picker);
    expect((await codeStep({ ticket: mine.ticket, code: codeOf(server, otherSecret) })).status).toBe(401);
    expect((await codeStep({ ticket: 'made-up', code: '123456' })).body.message).toBe(
      'Your sign-in has expired, please sign in again',
    );
  });

  it('takes each recovery code once instead of a code', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const { recoveryCodes } = await enrolTwoFactor(server, admin);
    const first = await passwordStep(server, admin);
    // Typed in capitals with spaces, as someone reads it off paper.
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const used = await codeStep({ ticket: first.ticket, recoveryCode: typed });
    expect(used.status).toBe(200);
    const second = await passwordStep(server, admin);
    const again = await codeStep({ ticket: second.ticket, recoveryCode: recoveryCodes[0] });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('Invalid recovery code');
    expect((await codeStep({ ticket: second.ticket, recoveryCode: recoveryCodes[1] })).status).toBe(200);
    const status = await server.call(twoFactorApi.status, { token: admin.token });
    expect(status.body.data.recoveryCodesLeft).toBe(8);
  });

  it('asks for exactly one of a code and a recovery code', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    for (const body of [{ ticket }, { ticket, code: '123456', recoveryCode: 'abcde-fghij' }]) {
      const res = await codeStep(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Enter an authentication code or a recovery code');
    }
    expect((await codeStep({ code: '123456' })).body.message).toBe('Ticket is required');
  });

  it('starts a session that rotates its refresh token and revokes its family on reuse, as any other', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    const started = await codeStep({ ticket, code: codeOf(server, secret) });
    const refresh = (refreshCookie?: string) => server.call(authApi.refresh, { refreshCookie });
    const second = await refresh(started.refreshCookie);
    const third = await refresh(second.refreshCookie);
    expect(third.status).toBe(200);
    expect((await refresh(started.refreshCookie)).status).toBe(401);
    expect((await refresh(third.refreshCookie)).status).toBe(401);
  });

  it('tells nothing about two-factor before the password is right', async () => {
    const withIt = await addUser(server, { role: 'data-creator' });
    await enrolTwoFactor(server, withIt);
    const without = await addUser(server, { role: 'data-creator' });
    const answers = await Promise.all(
      [withIt, without].map((user) =>
        server.call(authApi.login, { body: { email: user.email, password: 'wrong-password' } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'invalid-credentials',
      });
    }
    const plain = await server.call(authApi.login, {
      body: { email: without.email, password: without.password },
    });
    expect((plain.body.data as LoginResult).accessToken).toEqual(expect.any(String));
  });
});
