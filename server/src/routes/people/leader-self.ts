/** GET /teamLeader/getSingleTeamLeader: the signed-in team leader, its assignment and its admin's card. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { teamLeaderSelf } from '../../services/people/person-options';

export default async function leaderSelfRoute(app: FastifyInstance) {
  route(app, peopleApi.leaderSelf, async ({ user, deps }) =>
    success(peopleApi.leaderSelf, await teamLeaderSelf(deps, user)),
  );
}
