/**
 * Sessions the provider signed in (docs/rules/auth.md, "Single sign-on") end when the provider says so:
 * its back-channel logout token (verified: signature by the provider's keys, issuer, audience, the
 * logout event, no nonce), or a re-check of the identity on a refresh that the provider refuses.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import { sessions, users } from '../../db/schema';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { browserName } from './browser-name';
import { providerKeys, providerOf } from './oidc-provider';
import { revokeFamily } from './refresh-tokens';
import { seal, unseal } from './seal';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Ends the live sessions `which` selects, each a `session-ended` entry with no actor (the provider's act). */
async function endProviderSessions({ db, now: clock, events }: ServiceDeps, which: SQL | undefined) {
  const now = clock();
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(isNull(sessions.endedAt), which))
      .orderBy(sessions.id)
      .for('update', { of: sessions });
    for (const { session, user } of rows) {
      await revokeFamily(tx, session.id, now);
      await recordAudit(tx, {
        action: 'session-ended',
        actor: null,
        at: now,
        target: { kind: 'user', id: user.id, label: user.name },
        after: {
          sessionId: session.id,
          browser: browserName(session.userAgent),
          address: session.ip,
          by: 'provider',
        },
        adminId: groupOf(user),
      });
    }
    return rows.map((row) => row.session.id);
  });
  if (ended.length > 0) events.emit('sessionsEnded', { sessionIds: ended });
  return ended.length;
}

/** The logout token's claims once verified; undefined when it is not one. */
async function verifyLogoutToken(oidc: OidcConfig, token: string) {
  try {
    const provider = await providerOf(oidc);
    const { payload } = await jwtVerify(token, providerKeys(provider), {
      issuer: provider.serverMetadata().issuer,
      audience: oidc.clientId,
      requiredClaims: ['iat', 'jti', 'events'],
      maxTokenAge: '5 minutes',
    });
    const events = payload.events as Record<string, unknown> | undefined;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    if (!events || typeof events[LOGOUT_EVENT] !== 'object' || 'nonce' in payload || (!sid && !sub))
      return undefined;
    return { sid, sub };
  } catch {
    return undefined;
  }
}

/**
 * POST /auth/oidc/backchannel-logout: ends the sessions of the token's provider session (`sid`), or of
 * its identity (`sub`) when it names no session. Undefined: the token is not valid.
 */
export async function backchannelLogout(deps: ServiceDeps, oidc: OidcConfig, token: string) {
  const claims = await verifyLogoutToken(oidc, token);
  if (!claims) return undefined;
  return endProviderSessions(
    deps,
    and(
      claims.sid ? eq(sessions.oidcSid, claims.sid) : undefined,
      claims.sub ? eq(sessions.oidcSub, claims.sub) : undefined,
    ),
  );
}

/**
 * On a refresh of a session the provider signed in, once `recheckMs` passed since the last check:
 * asks the provider for new tokens with its refresh token. A refusal (a disabled identity, a revoked
 * grant, the provider's session over) ends the session: false. An unreachable provider leaves it until
 * the next refresh, so an outage at the provider signs no one out; a session without a provider
 * refresh token ends by back-channel logout only.
 */
export async function identityStillHolds(
  deps: ServiceDeps,
  oidc: OidcConfig,
  sessionId: string,
): Promise<boolean> {
  const { db, now } = deps;
  const at = now();
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session?.oidcRefreshSealed || !session.oidcCheckedAt) return true;
  if (at.getTime() - session.oidcCheckedAt.getTime() < oidc.recheckMs) return true;
  try {
    const provider = await providerOf(oidc);
    const tokens = await client.refreshTokenGrant(provider, await unseal(db, session.oidcRefreshSealed));
    const rotated = tokens.refresh_token ? await seal(db, tokens.refresh_token) : session.oidcRefreshSealed;
    await db
      .update(sessions)
      .set({ oidcRefreshSealed: rotated, oidcCheckedAt: at })
      .where(eq(sessions.id, sessionId));
    return true;
  } catch (error) {
    if (!(error instanceof client.ResponseBodyError)) return true;
    await endProviderSessions(deps, eq(sessions.id, sessionId));
    return false;
  }
}

/** RP-initiated logout: the provider's end-session address, when it has one. */
export async function providerLogoutUrl(
  oidc: OidcConfig,
  postLogoutRedirectUri: string,
): Promise<string | undefined> {
  try {
    const provider = await providerOf(oidc);
    if (!provider.serverMetadata().end_session_endpoint) return undefined;
    return client
      .buildEndSessionUrl(provider, {
        client_id: oidc.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
      })
      .toString();
  } catch {
    return undefined;
  }
}
