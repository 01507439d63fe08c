/**
 * POST /auth/two-factor/confirm: the password and the new secret's first code turn two-factor on and
 * answer the recovery codes, once.
 */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { confirmEnrolment } from '../../services/auth/two-factor-setup';
import { codeLimitOf } from './code-limit';

export default async function twoFactorConfirmRoute(app: FastifyInstance) {
  route(app, twoFactorApi.confirm, async ({ body, user, deps }, request) =>
    success(twoFactorApi.confirm, await confirmEnrolment(deps, user, body, codeLimitOf(app, request))),
  );
}
