/**
 * A user's own two-factor (docs/rules/auth.md, "Two-factor"): the set-up answers a secret and its QR
 * code once, the password and a first code confirm it and answer ten recovery codes once; the secret
 * is kept sealed and never answered again; new recovery codes ask for a code, turning it off for the
 * password and a code.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, recoveryCodes, twoFactors } from '../../../server/src/db/schema';
import { twoFactorApi } from '../../../src/contract';
import { addUser, codeOf, enrolTwoFactor, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const actionsOf = async (userId: string) =>
  (await server.app.db.select().from(auditEntries).where(eq(auditEntries.targetId, userId))).map(
    (entry) => entry.action,
  );

describe('setting two-factor up', () => {
  it('answers a secret and its QR code, then a right code turns it on with ten recovery codes', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    const before = await server.call(twoFactorApi.status, { token: creator.token });
    expect(before.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await server.call(twoFactorApi.enrol, { token: creator.token });
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(creator.email));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    // Sealed at rest: the table holds no secret in clear, and nothing unconfirmed counts yet.
    const [row] = await server.app.db.select().from(twoFactors).where(eq(twoFactors.userId, creator.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    expect((await server.call(twoFactorApi.status, { token: creator.token })).body.data.enabled).toBe(false);

    const confirmed = await server.call(twoFactorApi.confirm, {
      token: creator.token,
      body: { password: creator.password, code: codeOf(server, secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Two-factor is on');
    const codes = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await server.app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, creator.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    const after = await server.call(twoFactorApi.status, { token: creator.token });
    expect(after.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.body)).not.toContain(secret);
    expect(await actionsOf(creator.id)).toEqual(['two-factor-enabled']);

    const again = await server.call(twoFactorApi.enrol, { token: creator.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor is already on');
  });

  it('refuses a wrong code, and a code for a secret not asked for', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const none = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { password: picker.password, code: '123456' },
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Start the set-up again: no new secret is waiting');

    const { secret } = (await server.call(twoFactorApi.enrol, { token: picker.token })).body.data;
    const right = codeOf(server, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { password: picker.password, code: wrong },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Invalid authentication code',
      errors: [{ path: 'code', message: 'Invalid authentication code' }],
    });
    const stale = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { password: picker.password, code: codeOf(server, secret, -2) },
    });
    expect(stale.status).toBe(400);
    expect((await server.call(twoFactorApi.status, { token: picker.token })).body.data.enabled).toBe(false);
    expect(await actionsOf(picker.id)).toEqual([]);
  });

  it('issue 47 finding 9: turns it on only with the password, not with an access token alone', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = (await server.call(twoFactorApi.enrol, { token: picker.token })).body.data;
    // A stolen token and the thief's own authenticator: no password, no second factor for the account.
    const tokenAlone = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { code: codeOf(server, secret) },
    });
    expect(tokenAlone.status).toBe(400);
    expect(tokenAlone.body.message).toBe('Password is required');
    const guessed = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { password: 'not-the-password', code: codeOf(server, secret) },
    });
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({
      message: 'Wrong password',
      errors: [{ path: 'password', message: 'Wrong password' }],
    });
    expect((await server.call(twoFactorApi.status, { token: picker.token })).body.data.enabled).toBe(false);
    expect(await actionsOf(picker.id)).toEqual([]);
    const owner = await server.call(twoFactorApi.confirm, {
      token: picker.token,
      body: { password: picker.password, code: codeOf(server, secret) },
    });
    expect(owner.status).toBe(200);
  });

  it('names bad input with a 400', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    for (const [code, message] of [
      [undefined, 'Authentication code is required'],
      ['12345', 'Authentication code must be 6 digits'],
      ['abcdef', 'Authentication code must be 6 digits'],
      [123456, 'Authentication code is required'],
    ] as const) {
      const res = await server.call(twoFactorApi.confirm, {
        token: picker.token,
        body: { password: picker.password, code },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('makes new recovery codes for a current code, and the old ones end', async () => {
    const leader = await addUser(server, { role: 'team-leader', assignFor: 'rental-picker' });
    const { secret, recoveryCodes: old } = await enrolTwoFactor(server, leader);
    // One code, sent twice: computed again, the clock (real time) could have reached a new step.
    const code = codeOf(server, secret);
    const renewed = await server.call(twoFactorApi.regenerate, { token: leader.token, body: { code } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect(renewed.body.data.recoveryCodes).not.toContain(old[0]);
    const stored = await server.app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, leader.id));
    expect(stored).toHaveLength(10);
    // The same code again is a replay.
    const replay = await server.call(twoFactorApi.regenerate, { token: leader.token, body: { code } });
    expect(replay.status).toBe(400);
    expect(await actionsOf(leader.id)).toEqual(['two-factor-enabled', 'two-factor-codes-renewed']);
  });

  it('turns off with the password and a code, not without both', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const { secret } = await enrolTwoFactor(server, admin);
    const wrongPassword = await server.call(twoFactorApi.disable, {
      token: admin.token,
      body: { password: 'not-the-password', code: codeOf(server, secret) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Wrong password');
    const wrongCode = await server.call(twoFactorApi.disable, {
      token: admin.token,
      body: { password: admin.password, code: codeOf(server, secret, 3) },
    });
    expect(wrongCode.status).toBe(400);
    expect((await server.call(twoFactorApi.status, { token: admin.token })).body.data.enabled).toBe(true);

    const off = await server.call(twoFactorApi.disable, {
      token: admin.token,
      body: { password: admin.password, code: codeOf(server, secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-factor is off');
    expect((await server.call(twoFactorApi.status, { token: admin.token })).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect(
      await server.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id)),
    ).toEqual([]);
    expect(await actionsOf(admin.id)).toEqual(['two-factor-enabled', 'two-factor-disabled']);
    const offAgain = await server.call(twoFactorApi.disable, {
      token: admin.token,
      body: { password: admin.password, code: codeOf(server, secret, 1) },
    });
    expect(offAgain.status).toBe(409);
    expect(offAgain.body.message).toBe('Two-factor is not on');
  });

  it('acts on the caller alone: no call names another user, and none works signed out', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const other = await addUser(server, { role: 'data-picker' });
    const { secret } = (await server.call(twoFactorApi.enrol, { token: picker.token })).body.data;
    // The other user's confirmation with the first one's code confirms nothing of either.
    const crossed = await server.call(twoFactorApi.confirm, {
      token: other.token,
      body: { password: other.password, code: codeOf(server, secret) },
    });
    expect(crossed.status).toBe(409);
    expect((await server.call(twoFactorApi.status, { token: picker.token })).body.data.enabled).toBe(false);
    for (const target of [
      twoFactorApi.status,
      twoFactorApi.enrol,
      twoFactorApi.confirm,
      twoFactorApi.disable,
    ]) {
      const res = await server.api(target.path, {
        method: target.method,
        body: target.method === 'GET' ? undefined : {},
      });
      expect(res.status).toBe(401);
    }
  });
});
