/** GET /admin/get-adminEmails: every active admin, for the super-admin's create forms. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { adminOptions } from '../../services/people/person-options';

export default async function adminChoicesRoute(app: FastifyInstance) {
  route(app, peopleApi.adminChoices, async ({ user, deps }) =>
    success(peopleApi.adminChoices, await adminOptions(deps, user)),
  );
}
