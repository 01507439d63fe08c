/** PATCH /teamLeader/moveTeamLeader/{id}: moves a team leader, with all its staff, to another admin (docs/rules/people.md#d4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { moveLeader } from '../../services/people/move-staff';

export default async function moveTeamLeaderRoute(app: FastifyInstance) {
  route(app, peopleApi.moveTeamLeader, async ({ params, body, user, deps }) =>
    success(peopleApi.moveTeamLeader, await moveLeader(deps, user, params.id, body.toId)),
  );
}
