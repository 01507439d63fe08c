/** GET /auth/sessions: the caller's signed-in devices, its own marked current (docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import { sessionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listSessions } from '../../services/auth/sessions';

export default async function listSessionsRoute(app: FastifyInstance) {
  route(app, sessionsApi.listMine, async ({ user, deps }) => {
    const list = await listSessions(deps, user._id, user.sessionId, app.config.refreshTokenTtlMs);
    return success(sessionsApi.listMine, list);
  });
}
