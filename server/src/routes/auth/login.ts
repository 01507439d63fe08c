/** POST /auth/login: checks the credentials, answers an access token and sets the refresh cookie. */
import type { FastifyInstance } from 'fastify';
import { authApi, INVALID_CREDENTIALS } from '../../../../src/contract';
import { unauthorized } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { toAuthUser } from '../../services/auth/auth-user';
import { issueRefreshToken } from '../../services/auth/refresh-tokens';
import { signIn } from '../../services/auth/sign-in';
import { setRefreshCookie } from './refresh-cookie';

export default async function loginRoute(app: FastifyInstance) {
  route(
    app,
    authApi.login,
    async (request, reply) => {
      const input = parse(authApi.login.body!, request.body);
      const user = await signIn(app.db, input);
      if (!user) throw unauthorized(INVALID_CREDENTIALS);
      const refresh = await issueRefreshToken(app.db, user.id, {
        now: app.config.now(),
        ttlMs: app.config.refreshTokenTtlMs,
      });
      setRefreshCookie(app, reply, refresh);
      return success(authApi.login, { accessToken: app.signAccessToken(user), user: toAuthUser(user) });
    },
    { preHandler: app.limitAttempts() },
  );
}
