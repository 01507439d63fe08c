/** DELETE /auth/sessions/:id: ends one of the caller's sessions, the current one too (docs/rules/auth.md). */
import type { FastifyInstance } from 'fastify';
import { SESSION_NOT_FOUND, sessionsApi } from '../../../../src/contract';
import { notFound } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { endSessions, ownerOf } from '../../services/auth/sessions';

export default async function endSessionRoute(app: FastifyInstance) {
  route(app, sessionsApi.endMine, async ({ params, user, deps }) => {
    const ended = await endSessions(deps, user, ownerOf(user), { only: params.id });
    // Another user's session reads as unknown, as an ended one does.
    if (ended === 0) throw notFound(SESSION_NOT_FOUND);
    return success(sessionsApi.endMine, { ended });
  });
}
