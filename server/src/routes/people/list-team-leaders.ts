/** GET /teamLeader/getAllTeamLeaders: the super-admin's all leaders, an admin's own, with picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listTeamLeadersRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.listTeamLeaders,
    async ({ query, user, deps }) =>
      success(peopleApi.listTeamLeaders, await listStaff(deps, user, 'team-leader', query)),
    { authorize: (user) => assertManages(user, 'team-leader') },
  );
}
