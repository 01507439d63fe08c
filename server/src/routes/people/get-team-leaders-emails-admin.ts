/** GET /teamLeader/getTeamLeadersEmails-admin?assignFor=: the signed-in admin's own leaders, for its forms. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { ownLeaderOptions } from '../../services/people/person-options';
import { AssignForQuery } from './inputs';

export default async function getTeamLeadersEmailsAdmin(app: FastifyInstance) {
  app.get('/teamLeader/getTeamLeadersEmails-admin', { config: { roles: ['admin'] } }, async (request) => {
    const { assignFor } = parse(AssignForQuery, request.query);
    const leaders = await ownLeaderOptions(app.db, request.user, assignFor || undefined);
    return ok('Team leaders retrieved successfully', leaders);
  });
}
