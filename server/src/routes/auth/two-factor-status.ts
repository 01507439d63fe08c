/** GET /auth/two-factor: whether the caller has two-factor, whether its role must, and its recovery codes left. */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { twoFactorStatus } from '../../services/auth/two-factor-setup';

export default async function twoFactorStatusRoute(app: FastifyInstance) {
  route(app, twoFactorApi.status, async ({ user, deps }) =>
    success(twoFactorApi.status, await twoFactorStatus(deps, user)),
  );
}
