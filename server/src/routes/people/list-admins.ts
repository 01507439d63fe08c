/** GET /admin/getAllAdmins: every admin with its daily limit and its pickers' picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listAdminsRoute(app: FastifyInstance) {
  route(app, peopleApi.listAdmins, async (request) => {
    assertManages(request.user, 'admin');
    const query = parse(peopleApi.listAdmins.query!, request.query);
    return success(
      peopleApi.listAdmins,
      await listStaff(app.db, request.user, 'admin', query, app.config.now()),
    );
  });
}
