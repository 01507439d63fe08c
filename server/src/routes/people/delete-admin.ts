/**
 * PATCH /admin/deleteAdmin/{id}: soft-deletes an admin; one that still has staff only when they move
 * to another admin (`moveStaffTo`) first (docs/rules/people.md#d4.9).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';

export default async function deleteAdminRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.deleteAdmin,
    async ({ params, body, user, deps }) => {
      // Older clients send no body at all: that is a delete without a move.
      await deleteStaff(deps, user, 'admin', params.id, body.moveStaffTo);
      return success(peopleApi.deleteAdmin, null);
    },
    { authorize: (user) => assertManages(user, 'admin') },
  );
}
