/** POST /auth/forget-password: mails a reset link; the answer is the same whether the account exists. */
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { requestPasswordReset } from '../../services/auth/password-reset';
import { resetMail } from '../../services/auth/reset-mail';

export default async function forgetPasswordRoute(app: FastifyInstance) {
  route(
    app,
    authApi.forgetPassword,
    async (request) => {
      const { email } = parse(authApi.forgetPassword.body!, request.body);
      const asked = { now: app.config.now(), ttlMs: app.config.resetTokenTtlMs, ip: request.ip };
      // The answer leaves before the lookup: its time says nothing of whether the account exists.
      app.mail.send(async () => {
        const reset = await requestPasswordReset(app.db, email, asked);
        return reset && resetMail(app.config, reset);
      });
      return success(authApi.forgetPassword, null);
    },
    { preHandler: app.limitAttempts() },
  );
}
