/** PATCH /dataPicker/deleteDataPicker/{id}: soft-deletes a picker in scope; its held lead returns to the pool. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteDataPicker(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
  app.patch(
    '/dataPicker/deleteDataPicker/:id',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request) => {
      assertManages(request.user, 'data-picker');
      const { id } = parse(IdParams, request.params);
      await deleteStaff(app.db, request.user, 'data-picker', id, app.config.now());
      app.notify.accountEnded(id);
      return ok('Deleted successfully', null);
    },
  );
}
