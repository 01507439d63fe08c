/**
 * Two-factor guesses capped per ticket and per account (docs/rules/auth.md#two-factor), whatever the
 * addresses they come from: a ticket takes five codes and its fifth wrong one ends it; twenty wrong
 * codes at sign-in in a day lock the account's two-factor sign-in, in the database, until a browser
 * signed in as the account or the super-admin's reset lifts it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactors, twoFactorTickets } from '../../../server/src/db/schema';
import { pathTo, twoFactorApi } from '../../../src/contract';
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
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** inject() can pose as any client address, as an attacker with many of them. */
const codeFrom = async (remoteAddress: string, payload: object) => {
  const answer = await server.app.inject({
    method: 'POST',
    url: `/api/v1${pathTo(twoFactorApi.loginCode)}`,
    payload,
    remoteAddress,
  });
  return { status: answer.statusCode, message: answer.json().message as string };
};

/** A code of the secret no authenticator shows now. */
const wrongCode = (secret: string) => codeOf(server, secret, 9);

const liveSessionsOf = async (user: Staff) =>
  (await server.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter(
    (session) => session.endedAt === null,
  );

/** Twenty wrong codes over four tickets, each code from an address of its own. */
async function lockOut(user: Staff, secret: string, net: string) {
  for (let ticketNo = 0; ticketNo < 4; ticketNo++) {
    const { ticket } = await passwordStep(server, user);
    for (let n = 1; n <= 5; n++)
      expect(
        (await codeFrom(`${net}.${ticketNo}.${n}`, { ticket, code: wrongCode(secret) })).status,
      ).not.toBe(200);
  }
}

const LOCKED =
  'Two-factor sign-in is locked after too many wrong codes: ask the super-admin to reset your two-factor';

describe('issue 47 finding 3: two-factor guesses are capped per ticket and per account', () => {
  it('ends a ticket at its fifth wrong code, whatever the addresses: the right code is refused after', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret } = await enrolTwoFactor(server, picker);
    const { ticket } = await passwordStep(server, picker);
    const answers = [];
    for (const n of [1, 2, 3, 4, 5])
      answers.push(await codeFrom(`10.47.0.${n}`, { ticket, code: wrongCode(secret) }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(0, 4).map((a) => a.message)).toEqual(Array(4).fill('Invalid authentication code'));
    expect(answers[4]!.message).toBe('Too many wrong codes, please sign in again');

    const right = await codeFrom('10.47.0.6', { ticket, code: codeOf(server, secret) });
    expect(right).toEqual({ status: 401, message: 'Your sign-in has expired, please sign in again' });
    expect(await liveSessionsOf(picker)).toEqual([]);
    // The owner starts again with the password.
    const again = await passwordStep(server, picker);
    expect((await codeFrom('10.47.0.7', { ticket: again.ticket, code: codeOf(server, secret) })).status).toBe(
      200,
    );
  });

  it('counts recovery codes on the ticket too, and checks no more than five of the codes sent at once', async () => {
    const creator = await addUser(server, { role: 'data-creator' });
    const { secret } = await enrolTwoFactor(server, creator);
    const { ticket } = await passwordStep(server, creator);
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        codeFrom(
          `10.47.1.${n}`,
          n % 2 ? { ticket, recoveryCode: 'zzzzz-zzzzz' } : { ticket, code: wrongCode(secret) },
        ),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(8).fill(401));
    const checked = sent.filter(
      (answer) => answer.message !== 'Your sign-in has expired, please sign in again',
    );
    expect(checked).toHaveLength(5);
    const [row] = await server.app.db
      .select({ codesTried: twoFactorTickets.codesTried })
      .from(twoFactorTickets)
      .where(eq(twoFactorTickets.userId, creator.id));
    expect(row).toEqual({ codesTried: 5 });
    expect((await codeFrom('10.47.1.99', { ticket, code: codeOf(server, secret) })).status).toBe(401);
  });

  it('locks two-factor sign-in after twenty wrong codes a day, across tickets and addresses, until the account’s own browser signs in', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const { secret } = await enrolTwoFactor(server, admin);
    // The owner's browser, signed in before the attack.
    const own = await passwordStep(server, admin);
    const signedIn = await server.call(twoFactorApi.loginCode, {
      body: { ticket: own.ticket, code: codeOf(server, secret) },
    });
    expect(signedIn.status).toBe(200);
    server.clock.advance(30_000);

    await lockOut(admin, secret, '10.48');
    const [locked] = await server.app.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    expect(locked!.lockedAt).not.toBeNull();

    // The right code from any other browser, any address: refused.
    const attacker = await passwordStep(server, admin);
    const refused = await codeFrom('10.48.9.9', { ticket: attacker.ticket, code: codeOf(server, secret) });
    expect(refused).toEqual({ status: 403, message: LOCKED });
    expect(await liveSessionsOf(admin)).toHaveLength(1);

    // The owner's browser, with its session's refresh cookie, signs in and lifts the lock.
    const owner = await passwordStep(server, admin);
    const back = await server.call(twoFactorApi.loginCode, {
      body: { ticket: owner.ticket, code: codeOf(server, secret) },
      refreshCookie: signedIn.refreshCookie!,
    });
    expect(back.status).toBe(200);
    server.clock.advance(30_000);
    const [lifted] = await server.app.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    expect(lifted!.lockedAt).toBeNull();
    const later = await passwordStep(server, admin);
    expect(
      (await codeFrom('10.48.9.10', { ticket: later.ticket, code: codeOf(server, secret) })).status,
    ).toBe(200);
  });

  it('keeps the lock for the account across its tickets until the super-admin’s reset', async () => {
    const picker = await addUser(server, { role: 'data-picker' });
    const { secret, recoveryCodes } = await enrolTwoFactor(server, picker);
    await lockOut(picker, secret, '10.49');
    // A right recovery code is locked out too.
    const recovery = await passwordStep(server, picker);
    expect(await codeFrom('10.49.9.1', { ticket: recovery.ticket, recoveryCode: recoveryCodes[0] })).toEqual({
      status: 403,
      message: LOCKED,
    });

    const root = await superAdminOf(server);
    expect(
      (await server.call(twoFactorApi.reset, { token: root.token, values: { id: picker.id } })).status,
    ).toBe(200);
    // Set up again, its count starts from nothing: one wrong code does not lock it.
    const { secret: renewed } = await enrolTwoFactor(server, picker);
    const next = await passwordStep(server, picker);
    expect((await codeFrom('10.49.9.2', { ticket: next.ticket, code: wrongCode(renewed) })).status).toBe(401);
    expect((await codeFrom('10.49.9.3', { ticket: next.ticket, code: codeOf(server, renewed) })).status).toBe(
      200,
    );
  });
});
