/** POST /push/test: a test notification to each of the caller's devices (docs/rules/notifications.md#d16.2). */
import type { FastifyInstance } from 'fastify';
import { pushApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { sendTestNotice } from '../../services/push/send-test';

export default async function sendTestRoute(app: FastifyInstance) {
  route(app, pushApi.test, async ({ user, deps }) =>
    success(pushApi.test, await sendTestNotice(deps, app.push.signer, user._id, user.language)),
  );
}
