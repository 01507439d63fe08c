/** POST /users/create-dataPicker: a picker under an admin and a rental-picker leader in scope (limit 100). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataPickerRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.createDataPicker,
    async ({ body, user, deps }, _request, reply) =>
      reply
        .code(201)
        .send(
          success(
            peopleApi.createDataPicker,
            await createStaff(deps, user, 'data-picker', body, app.config.phoneCountry),
          ),
        ),
    // Of the leaders, only rental-picker ones pass: the others get 403 before their body is checked.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
