/**
 * Single sign-on against a real OpenID provider in-process (docs/rules/auth.md, "Single sign-on"):
 * the account found by its verified email and linked on its first sign-in, every refusal back on the
 * login page with its message and no session, the flow's state, nonce and code single-use, the
 * provider's logout and a disabled identity ending the session, the password form off for all but
 * the super-admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, oidcLinks, sessions } from '../../../server/src/db/schema';
import { authApi, type LoginResult, oidcApi, peopleApi } from '../../../src/contract';
import { addUser, PASSWORD, type Staff } from '../support';
import { callBack, newBrowser, RL_PUBLIC_URL, type SsoSetup, startSsoServer } from '../support/oidc-browser';
import { completeFromPage, newPageKey, pageSignIn, pageTrip } from '../support/sso-page';

let setup: SsoSetup;
let creator: Staff;
let leader: Staff;
let unverified: Staff;
let gone: Staff;

beforeAll(async () => {
  setup = await startSsoServer({
    'sub-creator': { email: 'sso-creator@staff.test', emailVerified: true },
    'sub-leader': { email: 'SSO-Leader@staff.test', emailVerified: true },
    'sub-unverified': { email: 'sso-unverified@staff.test', emailVerified: false },
    'sub-stranger': { email: 'nobody@elsewhere.test', emailVerified: true },
    'sub-impostor': { email: 'sso-creator@staff.test', emailVerified: true },
    'sub-gone': { email: 'sso-gone@staff.test', emailVerified: true },
  });
  const { server } = setup;
  creator = await addUser(server, { role: 'data-creator', email: 'sso-creator@staff.test' });
  leader = await addUser(server, { role: 'team-leader', email: 'sso-leader@staff.test' });
  unverified = await addUser(server, { role: 'data-picker', email: 'sso-unverified@staff.test' });
  gone = await addUser(server, { role: 'data-picker', email: 'sso-gone@staff.test' });
}, 60_000);
afterAll(() => setup.close());

const session = (answer: { body: { data: unknown } }) => answer.body.data as LoginResult;

describe('the login asks what to show', () => {
  it('answers the button label and the password form', async () => {
    const answer = await setup.server.call(oidcApi.config);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ enabled: true, label: 'Test provider', passwordLogin: true });
  });
});

describe('signing in through the provider', () => {
  it('links the identity on the first sign-in and starts a session with a refresh cookie', async () => {
    const trip = await pageTrip(setup, 'sub-creator', {
      returnTo: `${RL_PUBLIC_URL}/some/page?x=1#/old`,
    });
    // PKCE, state and nonce are sent; the provider is asked for the configured scopes.
    const asked = new URL(trip.authorizeUrl).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('state')).toBeTruthy();
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('scope')).toBe('openid email profile');
    const back = await callBack(trip);
    expect(back.status).toBe(303);
    expect(back.page).toBe(`${RL_PUBLIC_URL}/some/page?x=1`);
    expect(back.error).toBeUndefined();

    const answer = await completeFromPage(setup.server, back.code!, trip.pageKey);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Logged in successfully');
    expect(session(answer).user.email).toBe('sso-creator@staff.test');
    expect(answer.refreshCookie).toBeTruthy();
    const profile = await setup.server.call(peopleApi.profile, { token: session(answer).accessToken });
    expect(profile.status).toBe(200);

    const [link] = await setup.server.app.db.select().from(oidcLinks).where(eq(oidcLinks.userId, creator.id));
    expect(link!.sub).toBe('sub-creator');
    const entries = await setup.server.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, creator.id));
    expect(entries.find((e) => e.action === 'sign-in')?.after).toEqual({ via: 'provider' });
  });

  it('finds the account whatever the case of the email', async () => {
    const answer = await pageSignIn(setup, 'sub-leader');
    expect(answer.status).toBe(200);
    expect(session(answer).user._id).toBe(leader.id);
  });

  it('takes a hand-off once', async () => {
    const trip = await pageTrip(setup, 'sub-creator');
    const back = await callBack(trip);
    expect((await completeFromPage(setup.server, back.code!, trip.pageKey)).status).toBe(200);
    const again = await completeFromPage(setup.server, back.code!, trip.pageKey);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('Sign-in failed, please try again');
    expect(again.refreshCookie).toBeUndefined();
  });

  it('issue 47 finding 5: completes a hand-off only with the key of the page that started it (login CSRF)', async () => {
    // The attacker's own sign-in, its hand-off sent to a victim's browser, which started none or its own.
    const attackers = await pageTrip(setup, 'sub-creator');
    const back = await callBack(attackers);
    for (const victimsKey of [newPageKey(), undefined]) {
      const refused = await setup.server.call(oidcApi.complete, {
        body: { code: back.code!, ...(victimsKey ? { pageKey: victimsKey } : {}) },
      });
      expect(refused.status).toBe(victimsKey ? 401 : 400);
      expect(refused.body.message).toBe('Sign-in failed, please try again');
      expect(refused.refreshCookie).toBeUndefined();
    }
    // The page that started it still completes it.
    expect((await completeFromPage(setup.server, back.code!, attackers.pageKey)).status).toBe(200);
  });

  it('refuses a start without the page’s key', async () => {
    const start = await newBrowser(setup.server).visit(`${RL_PUBLIC_URL}/api/v1${oidcApi.start.path}`);
    expect(start.status).toBe(400);
    expect(JSON.parse(start.text)).toMatchObject({ message: 'Sign-in failed, please try again' });
  });

  it('sends the browser back to the host page when returnTo is another origin', async () => {
    const back = await callBack(
      await pageTrip(setup, 'sub-creator', { returnTo: 'https://evil.test/steal' }),
    );
    expect(back.page).toBe(`${RL_PUBLIC_URL}/`);
  });
});

describe('refusals come back to the login page, with no session', () => {
  it('an unknown email', async () => {
    const back = await callBack(await pageTrip(setup, 'sub-stranger'));
    expect(back).toMatchObject({ status: 303, code: undefined, error: 'unknown-email' });
  });

  it('an unverified email', async () => {
    const back = await callBack(await pageTrip(setup, 'sub-unverified'));
    expect(back.error).toBe('unverified-email');
    const links = await setup.server.app.db
      .select()
      .from(oidcLinks)
      .where(eq(oidcLinks.userId, unverified.id));
    expect(links).toEqual([]);
  });

  it('another identity with the email of a linked account', async () => {
    await pageSignIn(setup, 'sub-creator');
    const back = await callBack(await pageTrip(setup, 'sub-impostor'));
    expect(back.error).toBe('linked-elsewhere');
  });

  it('a wrong state', async () => {
    const trip = await pageTrip(setup, 'sub-creator');
    const url = new URL(trip.callbackUrl);
    url.searchParams.set('state', 'not-the-state-we-sent');
    const back = await callBack({ ...trip, callbackUrl: url.toString() });
    expect(back.error).toBe('failed');
    // The real state is spent with its flow cookie gone: the genuine answer fails too.
    expect((await callBack(trip)).error).toBe('failed');
  });

  it('a nonce the server did not send', async () => {
    const trip = await pageTrip(setup, 'sub-creator', {
      authorizeUrl: (url) => {
        url.searchParams.set('nonce', 'a-nonce-of-someone-else');
        return url;
      },
    });
    expect((await callBack(trip)).error).toBe('failed');
  });

  it('a replayed code', async () => {
    const trip = await pageTrip(setup, 'sub-creator');
    expect((await callBack(trip)).code).toBeTruthy();
    const replay = await callBack(trip);
    expect(replay).toMatchObject({ code: undefined, error: 'failed' });
  });

  it('a callback from another browser than the one that started', async () => {
    const trip = await pageTrip(setup, 'sub-creator');
    const back = await callBack({ browser: newBrowser(setup.server), callbackUrl: trip.callbackUrl });
    expect(back.error).toBe('failed');
  });

  it('a deleted account, as an unknown email', async () => {
    await setup.server.app.db.execute(`update users set is_deleted = true where id = '${gone.id}'`);
    const back = await callBack(await pageTrip(setup, 'sub-gone'));
    expect(back.error).toBe('unknown-email');
  });

  it('a callback with no state at all, never a 500', async () => {
    const back = await newBrowser(setup.server).visit(
      `${RL_PUBLIC_URL}/api/v1${oidcApi.callback.path}?code=x`,
    );
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${RL_PUBLIC_URL}/#/?ssoError=failed`);
  });
});

describe('the provider ends sessions', () => {
  it('a back-channel logout ends the session of that provider session on the server', async () => {
    const answer = await pageSignIn(setup, 'sub-leader');
    const { accessToken } = session(answer);
    const live = (
      await setup.server.app.db.select().from(sessions).where(eq(sessions.userId, leader.id))
    ).filter((s) => s.endedAt === null);
    const sid = live.at(-1)!.oidcSid!;
    expect(sid).toBeTruthy();
    await setup.provider.backchannelLogout('sub-leader', sid);
    const profile = await setup.server.call(peopleApi.profile, { token: accessToken });
    expect(profile.status).toBe(401);
    const refresh = await setup.server.call(authApi.refresh, { refreshCookie: answer.refreshCookie! });
    expect(refresh.status).toBe(401);
  });

  it('refuses a logout token that is not the provider’s', async () => {
    const forged = await setup.server.api(oidcApi.backchannelLogout.path, {
      method: 'POST',
      body: 'logout_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJzdWItbGVhZGVyIn0.',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The logout token is not valid');
  });

  it('a disabled identity ends the session at its next re-check', async () => {
    const answer = await pageSignIn(setup, 'sub-creator');
    // Within the re-check interval the provider is not asked.
    setup.server.clock.advance(60_000);
    const first = await setup.server.call(authApi.refresh, { refreshCookie: answer.refreshCookie! });
    expect(first.status).toBe(200);
    setup.server.clock.advance(5 * 60_000);
    const second = await setup.server.call(authApi.refresh, { refreshCookie: first.refreshCookie! });
    expect(second.status).toBe(200);

    setup.provider.disable('sub-creator');
    setup.server.clock.advance(6 * 60_000);
    const refused = await setup.server.call(authApi.refresh, { refreshCookie: second.refreshCookie! });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your session has expired, please log in again');
    const token = session(answer).accessToken;
    expect((await setup.server.call(peopleApi.profile, { token })).status).toBe(401);
    // And the provider no longer signs it in.
    await expect(pageTrip(setup, 'sub-creator')).rejects.toThrow('the provider refused the account');
  });

  it('signing out answers the provider’s end-session address for a provider session', async () => {
    const answer = await pageSignIn(setup, 'sub-leader');
    const out = await setup.server.call(authApi.logout, { refreshCookie: answer.refreshCookie! });
    expect(out.status).toBe(200);
    const url = new URL((out.body.data as { providerLogoutUrl: string }).providerLogoutUrl);
    expect(url.origin).toBe(setup.provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(setup.provider.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${RL_PUBLIC_URL}/`);
    const refresh = await setup.server.call(authApi.refresh, { refreshCookie: answer.refreshCookie! });
    expect(refresh.status).toBe(401);
  });

  it('signing out of a password session answers no provider address', async () => {
    const signedIn = await setup.server.call(authApi.login, {
      body: { email: leader.email, password: PASSWORD },
    });
    const out = await setup.server.call(authApi.logout, { refreshCookie: signedIn.refreshCookie! });
    expect(out.body.data).toBeNull();
  });
});
