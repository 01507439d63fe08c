/** PATCH /admin/updateAdminInfo/{id}: sets an admin's daily cap on all its pickers' picks. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updateAdminLimitRoute(app: FastifyInstance) {
  route(app, peopleApi.updateAdminLimit, async (request) => {
    assertManages(request.user, 'admin');
    const { id } = parse(IdParams, request.params);
    const { limit } = parse(peopleApi.updateAdminLimit.body!, request.body);
    return success(
      peopleApi.updateAdminLimit,
      await updateLimit(app.db, request.user, 'admin', id, limit, app.config.now()),
    );
  });
}
