/**
 * DELETE /auth/sessions: ends the caller's other sessions, or with `?all=true` every one, the
 * current too (docs/rules/auth.md, "Sessions").
 */
import type { FastifyInstance } from 'fastify';
import { sessionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { endSessions, ownerOf } from '../../services/auth/sessions';

export default async function endSessionsRoute(app: FastifyInstance) {
  route(app, sessionsApi.endAllMine, async ({ query, user, deps }) => {
    const allBut = query.all === 'true' ? null : user.sessionId;
    const ended = await endSessions(deps, user, ownerOf(user), { allBut });
    return success(sessionsApi.endAllMine, { ended });
  });
}
