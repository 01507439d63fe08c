/** POST /auth/reset-password: sets a new password with the mailed link's token (in Authorization). */
import type { FastifyInstance } from 'fastify';
import { authApi, INVALID_OR_EXPIRED_LINK, INVALID_RESET_LINK } from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { tokenFrom } from '../../plugins/auth';
import { resetPassword } from '../../services/auth/password-reset';

export default async function resetPasswordRoute(app: FastifyInstance) {
  // Limited like login, per address and per email: reset tokens cannot be tried at speed.
  route(
    app,
    authApi.resetPassword,
    async ({ body, deps }, request) => {
      const token = tokenFrom(request);
      if (!token) throw badRequest(INVALID_RESET_LINK);
      if (!(await resetPassword(deps, token, body, request.ip))) throw badRequest(INVALID_OR_EXPIRED_LINK);
      return success(authApi.resetPassword, null);
    },
    { preHandler: app.limitAttempts() },
  );
}
