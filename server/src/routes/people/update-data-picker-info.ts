/** PATCH /dataPicker/updateDataPickerInfo/{id}: sets a picker's daily pick limit, in scope. */
import type { FastifyInstance } from 'fastify';
import { UpdateLimitInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updateDataPickerInfo(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
  app.patch(
    '/dataPicker/updateDataPickerInfo/:id',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request) => {
      assertManages(request.user, 'data-picker');
      const { id } = parse(IdParams, request.params);
      const { limit } = parse(UpdateLimitInput, request.body);
      return ok(
        'Updated successfully',
        await updateLimit(app.db, request.user, 'data-picker', id, limit, app.config.now()),
      );
    },
  );
}
