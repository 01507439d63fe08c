/** PATCH /dataPicker/moveDataPicker/{id}: moves a picker to another rental-picker leader (rule D4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { moveMember } from '../../services/people/move-staff';
import { IdParams } from './inputs';

export default async function moveDataPickerRoute(app: FastifyInstance) {
  route(app, peopleApi.moveDataPicker, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { toId } = parse(peopleApi.moveDataPicker.body!, request.body);
    const moved = await moveMember(app.db, request.user, 'data-picker', id, toId, app.config.now());
    app.notify.board(moved.adminIds);
    return success(peopleApi.moveDataPicker, moved.user);
  });
}
