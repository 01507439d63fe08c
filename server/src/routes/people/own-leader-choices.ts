/** GET /teamLeader/getTeamLeadersEmails-admin?assignFor=: the signed-in admin's own leaders, for its forms. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { ownLeaderOptions } from '../../services/people/person-options';

export default async function ownLeaderChoicesRoute(app: FastifyInstance) {
  route(app, peopleApi.ownLeaderChoices, async ({ query, user, deps }) =>
    success(peopleApi.ownLeaderChoices, await ownLeaderOptions(deps, user, query.assignFor || undefined)),
  );
}
