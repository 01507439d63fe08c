/** GET /teamLeader/getTeamLeadersEmails/{adminEmail}?assignFor=: a chosen admin's leaders (an admin: its own). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { leaderOptionsOf } from '../../services/people/person-options';

export default async function leaderChoicesRoute(app: FastifyInstance) {
  route(app, peopleApi.leaderChoices, async ({ params, query, user, deps }) => {
    const leaders = await leaderOptionsOf(deps, user, params.adminEmail, query.assignFor || undefined);
    return success(peopleApi.leaderChoices, leaders);
  });
}
