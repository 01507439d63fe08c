/** GET /users/:id/sessions: a managed user's signed-in devices (docs/rules/people.md#d4.4; docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import { sessionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listSessions } from '../../services/auth/sessions';
import { findManagedUser } from '../../services/people/managed-user';

export default async function listUserSessionsRoute(app: FastifyInstance) {
  route(app, sessionsApi.listUser, async ({ params, user, deps }) => {
    const owner = await findManagedUser(deps.db, user, params.id);
    const list = await listSessions(deps, owner.id, user.sessionId, app.config.refreshTokenTtlMs);
    return success(sessionsApi.listUser, list);
  });
}
