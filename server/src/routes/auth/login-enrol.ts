/** POST /auth/login/enrol: a sign-in the settings hold for two-factor set-up gets its new secret (docs/rules/auth.md, "Two-factor"). */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { enrolWithTicket } from '../../services/auth/second-step';

export default async function loginEnrolRoute(app: FastifyInstance) {
  route(
    app,
    twoFactorApi.loginEnrol,
    async ({ body, deps }) => success(twoFactorApi.loginEnrol, await enrolWithTicket(deps, body.ticket)),
    { preHandler: app.limitAttempts() },
  );
}
