/** POST /users/create-teamLeader: a team leader under an admin in scope, assigned for creators or pickers. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createTeamLeaderRoute(app: FastifyInstance) {
  route(app, peopleApi.createTeamLeader, async (request, reply) => {
    assertManages(request.user, 'team-leader');
    const input = parse(peopleApi.createTeamLeader.body!, request.body);
    const user = await createStaff(app.db, request.user, 'team-leader', input, app.config.now());
    return reply.code(201).send(success(peopleApi.createTeamLeader, user));
  });
}
