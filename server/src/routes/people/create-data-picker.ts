/** POST /users/create-dataPicker: a picker under an admin and a rental-picker leader in scope (limit 100). */
import type { FastifyInstance } from 'fastify';
import { CreateDataPickerInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataPicker(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass: the others get 403 before their body is checked.
  app.post(
    '/users/create-dataPicker',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request, reply) => {
      assertManages(request.user, 'data-picker');
      const input = parse(CreateDataPickerInput, request.body);
      const user = await createStaff(app.db, request.user, 'data-picker', input, app.config.now());
      return reply.code(201).send(ok('Data Picker created successfully', user));
    },
  );
}
