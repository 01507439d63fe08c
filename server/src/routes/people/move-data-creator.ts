/** PATCH /dataCreator/moveDataCreator/{id}: moves a creator to another rental-creator leader (rule D4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { moveMember } from '../../services/people/move-staff';
import { IdParams } from './inputs';

export default async function moveDataCreatorRoute(app: FastifyInstance) {
  route(app, peopleApi.moveDataCreator, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { toId } = parse(peopleApi.moveDataCreator.body!, request.body);
    const moved = await moveMember(app.db, request.user, 'data-creator', id, toId, app.config.now());
    app.notify.board(moved.adminIds);
    return success(peopleApi.moveDataCreator, moved.user);
  });
}
