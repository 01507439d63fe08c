/** POST /auth/reset-password: sets a new password with the mailed link's token (in Authorization). */
import type { FastifyInstance } from 'fastify';
import { INVALID_RESET_LINK, ResetPasswordInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { tokenFrom } from '../../plugins/auth';
import { resetPassword } from '../../services/auth/password-reset';

const INVALID_OR_EXPIRED_LINK = 'Invalid or expired password reset link';

export default async function resetPasswordRoute(app: FastifyInstance) {
  // Limited like login, per address and per email: reset tokens cannot be tried at speed.
  app.post(
    '/auth/reset-password',
    { config: { roles: 'public' }, preHandler: app.limitAttempts() },
    async (request) => {
      const input = parse(ResetPasswordInput, request.body);
      const token = tokenFrom(request);
      if (!token) throw badRequest(INVALID_RESET_LINK);
      if (!(await resetPassword(app.db, token, input, app.config.now())))
        throw badRequest(INVALID_OR_EXPIRED_LINK);
      return ok('Password reset successfully!', null);
    },
  );
}
