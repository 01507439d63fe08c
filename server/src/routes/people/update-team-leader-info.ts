/** PATCH /teamLeader/updateTeamLeaderInfo/{id}: changes a team leader's name, email or contact, in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateStaff } from '../../services/people/update-staff';

export default async function updateTeamLeaderInfoRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updateTeamLeaderInfo,
    async ({ params, body, user, deps }) =>
      success(
        peopleApi.updateTeamLeaderInfo,
        await updateStaff(deps, user, 'team-leader', params.id, body, app.config.phoneCountry),
      ),
    { authorize: (user) => assertManages(user, 'team-leader') },
  );
}
