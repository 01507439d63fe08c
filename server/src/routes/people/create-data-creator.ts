/** POST /users/create-dataCreator: a creator under an admin and a rental-creator leader in scope. */
import type { FastifyInstance } from 'fastify';
import { CreateDataCreatorInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataCreator(app: FastifyInstance) {
  // Of the leaders, only rental-creator ones pass: the others get 403 before their body is checked.
  app.post(
    '/users/create-dataCreator',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request, reply) => {
      assertManages(request.user, 'data-creator');
      const input = parse(CreateDataCreatorInput, request.body);
      const user = await createStaff(app.db, request.user, 'data-creator', input, app.config.now());
      return reply.code(201).send(ok('Data Creator created successfully', user));
    },
  );
}
