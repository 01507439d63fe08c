/** GET /teamLeader/getSingleTeamLeader: the signed-in team leader, its assignment and its admin's card. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { teamLeaderSelf } from '../../services/people/person-options';

export default async function getSingleTeamLeader(app: FastifyInstance) {
  app.get('/teamLeader/getSingleTeamLeader', { config: { roles: ['team-leader'] } }, async (request) =>
    ok('Team leader retrieved successfully', await teamLeaderSelf(app.db, request.user)),
  );
}
