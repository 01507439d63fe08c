/** PATCH /admin/updateAdminInfo/{id}: sets an admin's daily cap on all its pickers' picks. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';

export default async function updateAdminLimitRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updateAdminLimit,
    async ({ params, body, user, deps }) =>
      success(peopleApi.updateAdminLimit, await updateLimit(deps, user, 'admin', params.id, body.limit)),
    { authorize: (user) => assertManages(user, 'admin') },
  );
}
