/** PATCH /admin/updateAdminInfo/{id}: the super-admin changes an admin's name, email, contact or daily cap. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateStaff } from '../../services/people/update-staff';

export default async function updateAdminInfoRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updateAdminInfo,
    async ({ params, body, user, deps }) =>
      success(
        peopleApi.updateAdminInfo,
        await updateStaff(deps, user, 'admin', params.id, body, app.config.phoneCountry),
      ),
    { authorize: (user) => assertManages(user, 'admin') },
  );
}
