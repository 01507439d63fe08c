/** GET /admin/getTeamLeaders: the leaders list as admin screens call it, answered as /teamLeader/getAllTeamLeaders. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listTeamLeadersAsAdminRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.listTeamLeadersAsAdmin,
    async ({ query, user, deps }) =>
      success(peopleApi.listTeamLeadersAsAdmin, await listStaff(deps, user, 'team-leader', query)),
    { authorize: (user) => assertManages(user, 'team-leader') },
  );
}
