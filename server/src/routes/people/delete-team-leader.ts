/**
 * PATCH /teamLeader/deleteTeamLeader/{id}: soft-deletes a team leader in scope; one that still has
 * staff only when they move to another leader of its kind (`moveStaffTo`) first (docs/rules/people.md#d4.9).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';

export default async function deleteTeamLeaderRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.deleteTeamLeader,
    async ({ params, body, user, deps }) => {
      // Older clients send no body at all: that is a delete without a move.
      await deleteStaff(deps, user, 'team-leader', params.id, body.moveStaffTo);
      return success(peopleApi.deleteTeamLeader, null);
    },
    { authorize: (user) => assertManages(user, 'team-leader') },
  );
}
