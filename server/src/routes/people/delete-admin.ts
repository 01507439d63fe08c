/** PATCH /admin/deleteAdmin/{id}: soft-deletes an admin that has no active staff left. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteAdmin(app: FastifyInstance) {
  app.patch('/admin/deleteAdmin/:id', { config: { roles: ['super-admin'] } }, async (request) => {
    assertManages(request.user, 'admin');
    const { id } = parse(IdParams, request.params);
    await deleteStaff(app.db, request.user, 'admin', id, app.config.now());
    app.notify.accountEnded(id);
    return ok('Deleted successfully', null);
  });
}
