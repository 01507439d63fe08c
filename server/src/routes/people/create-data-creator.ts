/** POST /users/create-dataCreator: a creator under an admin and a rental-creator leader in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataCreatorRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.createDataCreator,
    async ({ body, user, deps }, _request, reply) =>
      reply
        .code(201)
        .send(
          success(
            peopleApi.createDataCreator,
            await createStaff(deps, user, 'data-creator', body, app.config.phoneCountry),
          ),
        ),
    // Of the leaders, only rental-creator ones pass: the others get 403 before their body is checked.
    { authorize: (user) => assertManages(user, 'data-creator') },
  );
}
