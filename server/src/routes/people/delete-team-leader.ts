/** PATCH /teamLeader/deleteTeamLeader/{id}: soft-deletes a team leader in scope with no active staff left. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteTeamLeader(app: FastifyInstance) {
  app.patch(
    '/teamLeader/deleteTeamLeader/:id',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      assertManages(request.user, 'team-leader');
      const { id } = parse(IdParams, request.params);
      await deleteStaff(app.db, request.user, 'team-leader', id, app.config.now());
      app.notify.accountEnded(id);
      return ok('Deleted successfully', null);
    },
  );
}
