/** GET /teamLeader/getAllTeamLeaders: the super-admin's all leaders, an admin's own, with picks today. */
import type { FastifyInstance } from 'fastify';
import { ListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function getAllTeamLeaders(app: FastifyInstance) {
  app.get(
    '/teamLeader/getAllTeamLeaders',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      assertManages(request.user, 'team-leader');
      const query = parse(ListQuery, request.query);
      return ok(
        'Team leaders retrieved successfully',
        await listStaff(app.db, request.user, 'team-leader', query, app.config.now()),
      );
    },
  );
}
