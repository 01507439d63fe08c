/** POST /auth/refresh-token: swaps the refresh cookie for a new one and a new access token. */
import type { FastifyInstance } from 'fastify';
import { authApi, SESSION_EXPIRED } from '../../../../src/contract';
import { unauthorized } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { toAuthUser } from '../../services/auth/auth-user';
import { identityStillHolds } from '../../services/auth/oidc-sessions';
import { rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

export default async function refreshRoute(app: FastifyInstance) {
  route(app, authApi.refresh, async ({ deps }, request, reply) => {
    const token = readRefreshCookie(request);
    const rotation = token
      ? await rotateRefreshToken(deps, token, app.config.refreshTokenTtlMs, request.ip)
      : { ok: false as const };
    // A session the provider signed in ends when the provider no longer vouches for the identity.
    const { oidc } = app.config;
    const holds =
      rotation.ok && (!oidc || (await identityStillHolds(deps, oidc, rotation.refresh.sessionId)));
    if (!rotation.ok || !holds) {
      clearRefreshCookie(app, reply);
      throw unauthorized(SESSION_EXPIRED);
    }
    setRefreshCookie(app, reply, rotation.refresh);
    return success(authApi.refresh, {
      accessToken: app.signAccessToken(rotation.user, rotation.refresh.sessionId),
      user: toAuthUser(rotation.user),
    });
  });
}
