/** DELETE /users/:id/sessions: ends every session of a managed user (docs/rules/people.md#d4.4; docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import { sessionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { endSessions } from '../../services/auth/sessions';
import { findManagedUser } from '../../services/people/managed-user';

export default async function endUserSessionsRoute(app: FastifyInstance) {
  route(app, sessionsApi.endUser, async ({ params, user, deps }) => {
    const owner = await findManagedUser(deps.db, user, params.id);
    const ended = await endSessions(deps, user, owner, { allBut: null });
    return success(sessionsApi.endUser, { ended });
  });
}
