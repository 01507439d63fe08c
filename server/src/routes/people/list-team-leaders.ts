/** GET /teamLeader/getAllTeamLeaders: the super-admin's all leaders, an admin's own, with picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listTeamLeadersRoute(app: FastifyInstance) {
  route(app, peopleApi.listTeamLeaders, async (request) => {
    assertManages(request.user, 'team-leader');
    const query = parse(peopleApi.listTeamLeaders.query!, request.query);
    return success(
      peopleApi.listTeamLeaders,
      await listStaff(app.db, request.user, 'team-leader', query, app.config.now()),
    );
  });
}
