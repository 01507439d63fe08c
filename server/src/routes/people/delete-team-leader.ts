/** PATCH /teamLeader/deleteTeamLeader/{id}: soft-deletes a team leader in scope with no active staff left. */
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
    await deleteStaff(app.db, request.user, 'team-leader', id, app.config.now());
    app.notify.accountEnded(id);
    return success(peopleApi.deleteTeamLeader, null);
  });
}
