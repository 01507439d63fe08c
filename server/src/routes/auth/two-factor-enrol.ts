/** POST /auth/two-factor/enrol: a new secret for the caller's authenticator, shown this once. */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { enrol } from '../../services/auth/two-factor-setup';

export default async function twoFactorEnrolRoute(app: FastifyInstance) {
  route(app, twoFactorApi.enrol, async ({ user, deps }) =>
    success(twoFactorApi.enrol, await enrol(deps, user)),
  );
}
