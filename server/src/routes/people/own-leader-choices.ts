/** GET /teamLeader/getTeamLeadersEmails-admin?assignFor=: the signed-in admin's own leaders, for its forms. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { ownLeaderOptions } from '../../services/people/person-options';

export default async function ownLeaderChoicesRoute(app: FastifyInstance) {
  route(app, peopleApi.ownLeaderChoices, async (request) => {
    const { assignFor } = parse(peopleApi.ownLeaderChoices.query!, request.query);
    const leaders = await ownLeaderOptions(app.db, request.user, assignFor || undefined);
    return success(peopleApi.ownLeaderChoices, leaders);
  });
}
