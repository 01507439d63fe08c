/** POST /auth/forget-password: mails a reset link; the answer is the same whether the account exists. */
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { requestPasswordReset } from '../../services/auth/password-reset';
import { resetMail } from '../../services/auth/reset-mail';

export default async function forgetPasswordRoute(app: FastifyInstance) {
  route(
    app,
    authApi.forgetPassword,
    async ({ body, deps }, request) => {
      // The link's time is the request's, though the job runs after the answer.
      const askedAt = deps.now();
      const asked = { ttlMs: app.config.resetTokenTtlMs, ip: request.ip };
      // The answer leaves before the lookup: its time says nothing of whether the account exists.
      app.mail.send(async () => {
        const reset = await requestPasswordReset({ ...deps, now: () => askedAt }, body.email, asked);
        return reset && resetMail(app.config, reset);
      });
      return success(authApi.forgetPassword, null);
    },
    { preHandler: app.limitAttempts() },
  );
}
