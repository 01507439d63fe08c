/**
 * A sign-in through the provider (docs/rules/auth.md, "Single sign-on"): `startFlow` keeps the state,
 * nonce and PKCE verifier (single use, 10 minutes, bound to the browser by its flow cookie) and the
 * hash of the page's key, and answers the provider's address; `finishFlow` verifies the provider's
 * answer (state, code once, id token and its nonce, through openid-client), finds the account by its
 * verified email, links the identity on its first sign-in and leaves a hand-off for the page, bound to
 * the page's key, or names why it refused.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { SsoError } from '../../../../src/contract';
import type { OidcConfig } from '../../config';
import type { Db } from '../../db/database';
import { oidcFlows, oidcHandoffs, oidcLinks, type UserRow } from '../../db/schema';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { findActiveUserByEmail } from './find-user';
import { providerOf, redirectUriOf } from './oidc-provider';
import { seal } from './seal';
import { hashToken, newSecretToken } from './secret-token';

const FLOW_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 60_000;

export interface FlowSettings {
  oidc: OidcConfig;
  publicUrl: string;
}

export interface StartedFlow {
  /** The provider's authorization address, with state, nonce and the PKCE challenge. */
  url: URL;
  /** The random value of the browser's flow cookie. */
  browser: string;
}

export async function startFlow(
  { db, now }: Deps<'db' | 'now'>,
  { oidc, publicUrl }: FlowSettings,
  { returnTo, pageKey }: { returnTo: string; pageKey: string },
): Promise<StartedFlow> {
  const provider = await providerOf(oidc);
  const at = now();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browser = newSecretToken();
  // Flows and hand-offs nobody finished go with the next start: the tables hold minutes of sign-ins.
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, at));
  await db.delete(oidcHandoffs).where(lt(oidcHandoffs.expiresAt, at));
  await db.insert(oidcFlows).values({
    stateHash: hashToken(state),
    browserHash: hashToken(browser),
    pageKeyHash: hashToken(pageKey),
    nonce,
    codeVerifier,
    returnTo,
    expiresAt: new Date(at.getTime() + FLOW_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUriOf(publicUrl),
    scope: oidc.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, browser };
}

export type FinishedFlow =
  | { ok: true; code: string; returnTo: string }
  | { ok: false; error: SsoError; returnTo: string | null };

interface Callback {
  /** The callback's query string, as the provider sent it. */
  search: string;
  /** The flow cookie's value, if the browser sent one. */
  browser: string | undefined;
  ip: string;
}

/** Takes the flow of the answer's state once, whatever follows: a replayed answer finds it used. */
async function takeFlow(db: Db, state: string | null, at: Date) {
  if (!state) return undefined;
  const [flow] = await db
    .update(oidcFlows)
    .set({ usedAt: at })
    .where(
      and(eq(oidcFlows.stateHash, hashToken(state)), isNull(oidcFlows.usedAt), gt(oidcFlows.expiresAt, at)),
    )
    .returning();
  return flow;
}

/** docs/rules/audit.md#d10.2: a refused sign-in is in the trail, as a wrong password is, with why. */
async function refused(db: Db, at: Date, ip: string, label: string, reason: SsoError, user?: UserRow) {
  await recordAudit(db, {
    action: 'sign-in-failed',
    actor: null,
    at,
    target: { kind: 'user', id: user?.id ?? null, label },
    after: { via: 'provider', reason },
    ip,
    adminId: user ? groupOf(user) : null,
  });
}

export async function finishFlow(
  { db, now }: Deps<'db' | 'now'>,
  { oidc, publicUrl }: FlowSettings,
  { search, browser, ip }: Callback,
): Promise<FinishedFlow> {
  const at = now();
  const params = new URLSearchParams(search);
  const flow = await takeFlow(db, params.get('state'), at);
  // No flow, or another browser's: nothing is sent to the provider, and the page is the API's own.
  if (!flow || !browser || hashToken(browser) !== flow.browserHash)
    return { ok: false, error: 'failed', returnTo: flow?.returnTo ?? null };
  const fail = (error: SsoError) => ({ ok: false as const, error, returnTo: flow.returnTo });
  let claims: client.IDToken;
  let profile: Record<string, unknown>;
  let refreshToken: string | undefined;
  try {
    const provider = await providerOf(oidc);
    const tokens = await client.authorizationCodeGrant(
      provider,
      new URL(`${redirectUriOf(publicUrl)}?${params}`),
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: params.get('state')!,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims()!;
    refreshToken = tokens.refresh_token;
    // Providers that keep the id token small (oidc-provider, Authentik by default) answer the email
    // from userinfo, for the same subject.
    profile =
      oidc.emailClaim in claims
        ? claims
        : await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
  } catch {
    // A provider's refusal, a wrong nonce, a used code, a bad signature: one answer, never a 500.
    await refused(db, at, ip, 'provider sign-in', 'failed');
    return fail('failed');
  }
  const email = profile[oidc.emailClaim];
  if (typeof email !== 'string' || email === '') {
    await refused(db, at, ip, claims.sub, 'failed');
    return fail('failed');
  }
  const user = await findActiveUserByEmail(db, email);
  if (!user) {
    await refused(db, at, ip, email, 'unknown-email');
    return fail('unknown-email');
  }
  if (profile.email_verified !== true) {
    await refused(db, at, ip, email, 'unverified-email', user);
    return fail('unverified-email');
  }
  const code = newSecretToken();
  const refreshSealed = refreshToken ? await seal(db, refreshToken) : null;
  const linked = await db.transaction(async (tx) => {
    if (!(await linkIdentity(tx, user.id, claims.sub, at))) return false;
    await tx.insert(oidcHandoffs).values({
      codeHash: hashToken(code),
      userId: user.id,
      sub: claims.sub,
      pageKeyHash: flow.pageKeyHash,
      providerSid: typeof claims.sid === 'string' ? claims.sid : null,
      refreshSealed,
      expiresAt: new Date(at.getTime() + HANDOFF_TTL_MS),
    });
    return true;
  });
  if (!linked) {
    await refused(db, at, ip, email, 'linked-elsewhere', user);
    return fail('linked-elsewhere');
  }
  return { ok: true, code, returnTo: flow.returnTo };
}

/**
 * The first sign-in links the identity; later ones must bring the same `sub`. False when the account
 * is linked to another identity, or the identity to another account.
 */
async function linkIdentity(tx: Db, userId: string, sub: string, at: Date): Promise<boolean> {
  await tx.insert(oidcLinks).values({ userId, sub, createdAt: at }).onConflictDoNothing();
  const [link] = await tx.select().from(oidcLinks).where(eq(oidcLinks.userId, userId));
  return link?.sub === sub;
}
