/** POST /auth/login: checks the credentials, answers an access token and sets the refresh cookie. */
import type { FastifyInstance } from 'fastify';
import { LoginInput, type LoginResult } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { issueRefreshToken } from '../../services/auth/refresh-tokens';
import { signIn } from '../../services/auth/sign-in';
import { toAuthUser } from '../../services/users/auth-user';
import { setRefreshCookie } from './refresh-cookie';

/** One message for a wrong email and a wrong password: the answer must not reveal accounts. */
const INVALID_CREDENTIALS = 'Invalid email or password';

export default async function login(app: FastifyInstance) {
  app.post(
    '/auth/login',
    { config: { roles: 'public' }, preHandler: app.limitAttempts() },
    async (request, reply) => {
      const input = parse(LoginInput, request.body);
      const user = await signIn(app.db, input);
      if (!user) throw unauthorized(INVALID_CREDENTIALS);
      const refresh = await issueRefreshToken(app.db, user.id, {
        now: app.config.now(),
        ttlMs: app.config.refreshTokenTtlMs,
      });
      setRefreshCookie(app, reply, refresh);
      return ok<LoginResult>('Logged in successfully', {
        accessToken: app.signAccessToken(user),
        user: toAuthUser(user),
      });
    },
  );
}
