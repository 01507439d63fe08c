/** POST /auth/forget-password: mails a reset link; the answer is the same whether the account exists. */
import type { FastifyInstance } from 'fastify';
import { ForgetPasswordInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { requestPasswordReset } from '../../services/auth/password-reset';
import { resetMail } from '../../services/auth/reset-mail';

const RESET_LINK_SENT = 'Password reset link sent to your email!';

export default async function forgetPassword(app: FastifyInstance) {
  app.post(
    '/auth/forget-password',
    { config: { roles: 'public' }, preHandler: app.limitAttempts() },
    async (request) => {
      const { email } = parse(ForgetPasswordInput, request.body);
      const reset = await requestPasswordReset(app.db, email, {
        now: app.config.now(),
        ttlMs: app.config.resetTokenTtlMs,
      });
      if (reset) app.mail.send(resetMail(app.config, reset));
      return ok(RESET_LINK_SENT, null);
    },
  );
}
