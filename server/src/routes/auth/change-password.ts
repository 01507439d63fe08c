/** POST /auth/change-password: the signed-in user's own new password; its other sessions end. */
import type { FastifyInstance } from 'fastify';
import { passwordApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { changePassword } from '../../services/auth/change-password';
import { codeLimitOf } from './code-limit';

export default async function changePasswordRoute(app: FastifyInstance) {
  route(app, passwordApi.change, async ({ body, user, deps }, request) => {
    const ended = await changePassword(deps, user, body, codeLimitOf(app, request));
    return success(passwordApi.change, { ended });
  });
}
