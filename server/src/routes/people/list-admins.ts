/** GET /admin/getAllAdmins: every admin with its daily limit and its pickers' picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listAdminsRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.listAdmins,
    async ({ query, user, deps }) =>
      success(peopleApi.listAdmins, await listStaff(deps, user, 'admin', query)),
    { authorize: (user) => assertManages(user, 'admin') },
  );
}
