/** POST /auth/two-factor/disable: turns the caller's two-factor off, given its password and a code. */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { disableTwoFactor } from '../../services/auth/two-factor-setup';
import { codeLimitOf } from './code-limit';

export default async function twoFactorDisableRoute(app: FastifyInstance) {
  route(app, twoFactorApi.disable, async ({ body, user, deps }, request) => {
    await disableTwoFactor(deps, user, body, codeLimitOf(app, request));
    return success(twoFactorApi.disable, null);
  });
}
