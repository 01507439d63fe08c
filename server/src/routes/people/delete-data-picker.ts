/** PATCH /dataPicker/deleteDataPicker/{id}: soft-deletes a picker in scope; its held lead returns to the pool. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteDataPickerRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
  route(app, peopleApi.deleteDataPicker, async (request) => {
    assertManages(request.user, 'data-picker');
    const { id } = parse(IdParams, request.params);
    await deleteStaff(app.db, request.user, 'data-picker', id, app.config.now());
    app.notify.accountEnded(id);
    // Rule D9.2: its row leaves the board and its held lead went back to the pool.
    app.notify.boardOf(id);
    return success(peopleApi.deleteDataPicker, null);
  });
}
