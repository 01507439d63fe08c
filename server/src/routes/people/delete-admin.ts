/** PATCH /admin/deleteAdmin/{id}: soft-deletes an admin that has no active staff left. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteAdminRoute(app: FastifyInstance) {
  route(app, peopleApi.deleteAdmin, async (request) => {
    assertManages(request.user, 'admin');
    const { id } = parse(IdParams, request.params);
    await deleteStaff(app.db, request.user, 'admin', id, app.config.now());
    app.notify.accountEnded(id);
    return success(peopleApi.deleteAdmin, null);
  });
}
