/** PATCH /dataPicker/updateDataPickerInfo/{id}: sets a picker's daily pick limit, in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updatePickerLimitRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
  route(app, peopleApi.updatePickerLimit, async (request) => {
    assertManages(request.user, 'data-picker');
    const { id } = parse(IdParams, request.params);
    const { limit } = parse(peopleApi.updatePickerLimit.body!, request.body);
    const user = await updateLimit(app.db, request.user, 'data-picker', id, limit, app.config.now());
    app.notify.boardOf(id);
    return success(peopleApi.updatePickerLimit, user);
  });
}
