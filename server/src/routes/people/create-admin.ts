/** POST /users/create-admin: the super-admin adds an admin (default daily limit 5000). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createAdminRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.createAdmin,
    async ({ body, user, deps }, _request, reply) =>
      reply
        .code(201)
        .send(
          success(
            peopleApi.createAdmin,
            await createStaff(deps, user, 'admin', body, app.config.phoneCountry),
          ),
        ),
    { authorize: (user) => assertManages(user, 'admin') },
  );
}
