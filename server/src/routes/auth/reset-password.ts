/** POST /auth/reset-password: sets a new password with the mailed link's token (in Authorization). */
import type { FastifyInstance } from 'fastify';
import { authApi, INVALID_OR_EXPIRED_LINK, INVALID_RESET_LINK } from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { tokenFrom } from '../../plugins/auth';
import { resetPassword } from '../../services/auth/password-reset';

export default async function resetPasswordRoute(app: FastifyInstance) {
  // Limited like login, per address and per email: reset tokens cannot be tried at speed.
  route(
    app,
    authApi.resetPassword,
    async (request) => {
      const input = parse(authApi.resetPassword.body!, request.body);
      const token = tokenFrom(request);
      if (!token) throw badRequest(INVALID_RESET_LINK);
      const userId = await resetPassword(app.db, token, input, { now: app.config.now(), ip: request.ip });
      if (!userId) throw badRequest(INVALID_OR_EXPIRED_LINK);
      // Its access tokens are refused from now on: the sockets they opened close too, on every process.
      app.notify.accountEnded(userId);
      return success(authApi.resetPassword, null);
    },
    { preHandler: app.limitAttempts() },
  );
}
