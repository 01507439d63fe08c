/** PATCH /teamLeader/moveTeamLeader/{id}: moves a team leader, with all its staff, to another admin (rule D4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { moveLeader } from '../../services/people/move-staff';
import { IdParams } from './inputs';

export default async function moveTeamLeaderRoute(app: FastifyInstance) {
  route(app, peopleApi.moveTeamLeader, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { toId } = parse(peopleApi.moveTeamLeader.body!, request.body);
    const moved = await moveLeader(app.db, request.user, id, toId, app.config.now());
    app.notify.board(moved.adminIds);
    // Its board sockets watch the group it left until they open again.
    app.notify.accountMoved(id);
    return success(peopleApi.moveTeamLeader, moved.user);
  });
}
