/** POST /users/create-teamLeader: a team leader under an admin in scope, assigned for creators or pickers. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createTeamLeaderRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.createTeamLeader,
    async ({ body, user, deps }, _request, reply) =>
      reply
        .code(201)
        .send(
          success(
            peopleApi.createTeamLeader,
            await createStaff(deps, user, 'team-leader', body, app.config.phoneCountry),
          ),
        ),
    { authorize: (user) => assertManages(user, 'team-leader') },
  );
}
