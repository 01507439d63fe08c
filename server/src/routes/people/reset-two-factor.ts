/** DELETE /users/:id/two-factor: the super-admin resets a user's second factor (docs/rules/auth.md, "Two-factor"). */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { resetTwoFactor } from '../../services/auth/two-factor-setup';
import { findManagedUser } from '../../services/people/managed-user';

export default async function resetTwoFactorRoute(app: FastifyInstance) {
  route(app, twoFactorApi.reset, async ({ params, user, deps }) => {
    const owner = await findManagedUser(deps.db, user, params.id);
    await resetTwoFactor(deps, user, owner);
    return success(twoFactorApi.reset, null);
  });
}
