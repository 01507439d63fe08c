/** POST /auth/refresh-token: swaps the refresh cookie for a new one and a new access token. */
import type { FastifyInstance } from 'fastify';
import { type LoginResult, SESSION_EXPIRED } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import { rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { toAuthUser } from '../../services/users/auth-user';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

export default async function refreshToken(app: FastifyInstance) {
  app.post('/auth/refresh-token', { config: { roles: 'public' } }, async (request, reply) => {
    const token = readRefreshCookie(request);
    const rotation = token
      ? await rotateRefreshToken(app.db, token, {
          now: app.config.now(),
          ttlMs: app.config.refreshTokenTtlMs,
        })
      : { ok: false as const };
    if (!rotation.ok) {
      clearRefreshCookie(app, reply);
      throw unauthorized(SESSION_EXPIRED);
    }
    setRefreshCookie(app, reply, rotation.refresh);
    return ok<LoginResult>('Session refreshed', {
      accessToken: app.signAccessToken(rotation.user),
      user: toAuthUser(rotation.user),
    });
  });
}
