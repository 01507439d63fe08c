/**
 * PATCH /teamLeader/deleteTeamLeader/{id}: soft-deletes a team leader in scope; one that still has
 * staff only when they move to another leader of its kind (`moveStaffTo`) first (rule D4.9).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteTeamLeaderRoute(app: FastifyInstance) {
  route(app, peopleApi.deleteTeamLeader, async (request) => {
    assertManages(request.user, 'team-leader');
    const { id } = parse(IdParams, request.params);
    // Older clients send no body at all: that is a delete without a move.
    const { moveStaffTo } = parse(peopleApi.deleteTeamLeader.body!, request.body ?? {});
    const adminIds = await deleteStaff(
      app.db,
      request.user,
      'team-leader',
      id,
      app.config.now(),
      moveStaffTo,
    );
    app.notify.accountEnded(id);
    app.notify.board(adminIds);
    return success(peopleApi.deleteTeamLeader, null);
  });
}
