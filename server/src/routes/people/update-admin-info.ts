/** PATCH /admin/updateAdminInfo/{id}: sets an admin's daily cap on all its pickers' picks. */
import type { FastifyInstance } from 'fastify';
import { UpdateLimitInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updateAdminInfo(app: FastifyInstance) {
  app.patch('/admin/updateAdminInfo/:id', { config: { roles: ['super-admin'] } }, async (request) => {
    assertManages(request.user, 'admin');
    const { id } = parse(IdParams, request.params);
    const { limit } = parse(UpdateLimitInput, request.body);
    return ok(
      'Updated successfully',
      await updateLimit(app.db, request.user, 'admin', id, limit, app.config.now()),
    );
  });
}
