/** POST /auth/two-factor/recovery-codes: a new set of recovery codes for a current code; the old set ends. */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { renewRecoveryCodes } from '../../services/auth/two-factor-setup';
import { codeLimitOf } from './code-limit';

export default async function twoFactorRecoveryCodesRoute(app: FastifyInstance) {
  route(app, twoFactorApi.regenerate, async ({ body, user, deps }, request) =>
    success(
      twoFactorApi.regenerate,
      await renewRecoveryCodes(deps, user, body.code, codeLimitOf(app, request)),
    ),
  );
}
