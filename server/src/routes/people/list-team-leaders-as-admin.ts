/** GET /admin/getTeamLeaders: the leaders list as admin screens call it, answered as /teamLeader/getAllTeamLeaders. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listTeamLeadersAsAdminRoute(app: FastifyInstance) {
  route(app, peopleApi.listTeamLeadersAsAdmin, async (request) => {
    assertManages(request.user, 'team-leader');
    const query = parse(peopleApi.listTeamLeadersAsAdmin.query!, request.query);
    return success(
      peopleApi.listTeamLeadersAsAdmin,
      await listStaff(app.db, request.user, 'team-leader', query, app.config.now()),
    );
  });
}
