/** A started session's answer, the same for every way in: the refresh cookie, an access token, the user. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LoginResult } from '../../../../src/contract';
import { toAuthUser } from '../../services/auth/auth-user';
import type { StartedSession } from '../../services/auth/second-step';
import { setRefreshCookie } from './refresh-cookie';

export function sessionData(
  app: FastifyInstance,
  reply: FastifyReply,
  { user, refresh }: StartedSession,
): LoginResult {
  setRefreshCookie(app, reply, refresh);
  return { accessToken: app.signAccessToken(user, refresh.sessionId), user: toAuthUser(user) };
}
