/**
 * PATCH /admin/deleteAdmin/{id}: soft-deletes an admin; one that still has staff only when they move
 * to another admin (`moveStaffTo`) first (rule D4.9).
 */
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
    // Older clients send no body at all: that is a delete without a move.
    const { moveStaffTo } = parse(peopleApi.deleteAdmin.body!, request.body ?? {});
    const adminIds = await deleteStaff(app.db, request.user, 'admin', id, app.config.now(), moveStaffTo);
    app.notify.accountEnded(id);
    app.notify.board(adminIds);
    return success(peopleApi.deleteAdmin, null);
  });
}
