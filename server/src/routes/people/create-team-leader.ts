/** POST /users/create-teamLeader: a team leader under an admin in scope, assigned for creators or pickers. */
import type { FastifyInstance } from 'fastify';
import { CreateTeamLeaderInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createTeamLeader(app: FastifyInstance) {
  app.post(
    '/users/create-teamLeader',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request, reply) => {
      assertManages(request.user, 'team-leader');
      const input = parse(CreateTeamLeaderInput, request.body);
      const user = await createStaff(app.db, request.user, 'team-leader', input, app.config.now());
      return reply.code(201).send(ok('Team leader created successfully', user));
    },
  );
}
