/** GET /teamLeader/getTeamLeadersEmails/{adminEmail}?assignFor=: a chosen admin's leaders (an admin: its own). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { leaderOptionsOf } from '../../services/people/person-options';
import { AdminEmailParams } from './inputs';

export default async function leaderChoicesRoute(app: FastifyInstance) {
  route(app, peopleApi.leaderChoices, async (request) => {
    const { adminEmail } = parse(AdminEmailParams, request.params);
    const { assignFor } = parse(peopleApi.leaderChoices.query!, request.query);
    const leaders = await leaderOptionsOf(app.db, request.user, adminEmail, assignFor || undefined);
    return success(peopleApi.leaderChoices, leaders);
  });
}
