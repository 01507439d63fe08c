/**
 * Single sign-on with two-factor on (docs/rules/auth.md, "Single sign-on"): the provider is a first
 * factor, so an account with two-factor still gives its code, and the session that follows is the
 * provider's (its logout ends it). The checks that hold for a password's session hold for this one:
 * a reused refresh token ends the session, wrong hand-off codes are rate limited, and the refusals
 * tell nothing that an unknown email does not.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/db/schema';
import { authApi, type LoginResult, twoFactorApi } from '../../../src/contract';
import { addUser, codeOf, enrolTwoFactor, type Staff } from '../support';
import { callBack, type SsoSetup, startSsoServer } from '../support/oidc-browser';
import { completeFromPage, newPageKey, pageSignIn, pageTrip } from '../support/sso-page';

let setup: SsoSetup;
let guarded: Staff;
let plain: Staff;

beforeAll(async () => {
  setup = await startSsoServer(
    {
      'sub-guarded': { email: 'guarded@staff.test', emailVerified: true },
      'sub-plain': { email: 'plain@staff.test', emailVerified: true },
    },
    { rateLimitMax: 5 },
  );
  guarded = await addUser(setup.server, { role: 'admin', email: 'guarded@staff.test' });
  plain = await addUser(setup.server, { role: 'data-picker', email: 'plain@staff.test' });
}, 60_000);
afterAll(() => setup.close());

describe('two-factor after the provider', () => {
  it('asks for the code, and the session it starts is the provider’s', async () => {
    const { secret } = await enrolTwoFactor(setup.server, guarded);
    const answer = await pageSignIn(setup, 'sub-guarded');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Enter the code from your authenticator app');
    const step = answer.body.data as { twoFactor: string; ticket: string };
    expect(step.twoFactor).toBe('required');
    expect(answer.refreshCookie).toBeUndefined();

    const signedIn = await setup.server.call(twoFactorApi.loginCode, {
      body: { ticket: step.ticket, code: codeOf(setup.server, secret) },
    });
    expect(signedIn.status).toBe(200);
    const live = await setup.server.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, guarded.id), isNull(sessions.endedAt)));
    expect(live.map((s) => s.oidcSub)).toEqual(['sub-guarded']);
    // Its sign-out goes through the provider as any provider session's.
    const out = await setup.server.call(authApi.logout, { refreshCookie: signedIn.refreshCookie! });
    expect(out.body.data).toMatchObject({
      providerLogoutUrl: expect.stringContaining(setup.provider.issuer),
    });
    const token = (signedIn.body.data as LoginResult).accessToken;
    expect((await setup.server.call(twoFactorApi.status, { token })).status).toBe(401);
  });
});

describe('the hostile checks hold for a provider session', () => {
  it('a rotated refresh token presented again ends the session', async () => {
    const answer = await pageSignIn(setup, 'sub-plain');
    const first = await setup.server.call(authApi.refresh, { refreshCookie: answer.refreshCookie! });
    expect(first.status).toBe(200);
    setup.server.clock.advance(11_000);
    const reused = await setup.server.call(authApi.refresh, { refreshCookie: answer.refreshCookie! });
    expect(reused.status).toBe(401);
    const next = await setup.server.call(authApi.refresh, { refreshCookie: first.refreshCookie! });
    expect(next.status).toBe(401);
    const token = (answer.body.data as LoginResult).accessToken;
    expect((await setup.server.call(authApi.logout, { token })).status).toBe(200);
  });

  it('wrong hand-off codes are limited per address like sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await completeFromPage(setup.server, `wrong-code-${i}-aaaaaaaaaaaaaaaaaaaa`, newPageKey())).status,
      );
    // The file's earlier sign-ins count too: refused until the window's limit, then 429 for every try.
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
  });

  it('a malformed hand-off code is a 400, never a 500', async () => {
    const answer = await setup.server.api('/auth/oidc/complete', { body: { code: 'x\u0000y' } });
    expect(answer.status).toBe(400);
  });

  it('a flow that expired is refused', async () => {
    const trip = await pageTrip(setup, 'sub-plain');
    setup.server.clock.advance(11 * 60_000);
    expect((await callBack(trip)).error).toBe('failed');
    expect(plain.id).toBeTruthy();
  });
});
