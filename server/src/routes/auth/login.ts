/** POST /auth/login: checks the credentials, answers an access token and sets the refresh cookie. */
import type { FastifyInstance } from 'fastify';
import { authApi, INVALID_CREDENTIALS } from '../../../../src/contract';
import { unauthorized } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { toAuthUser } from '../../services/auth/auth-user';
import { signIn } from '../../services/auth/sign-in';
import { setRefreshCookie } from './refresh-cookie';

export default async function loginRoute(app: FastifyInstance) {
  route(
    app,
    authApi.login,
    async ({ body, deps }, request, reply) => {
      // Behind a proxy, the client's own address when TRUST_PROXY says which hops to believe.
      const signedIn = await signIn(deps, body, {
        ttlMs: app.config.refreshTokenTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      if (!signedIn.ok) throw unauthorized(INVALID_CREDENTIALS);
      const { user, refresh } = signedIn;
      setRefreshCookie(app, reply, refresh);
      return success(authApi.login, {
        accessToken: app.signAccessToken(user, refresh.sessionId),
        user: toAuthUser(user),
      });
    },
    { preHandler: app.limitAttempts() },
  );
}
