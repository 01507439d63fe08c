/** GET /teamLeader/getTeamLeadersEmails/{adminEmail}?assignFor=: a chosen admin's leaders (an admin: its own). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { leaderOptionsOf } from '../../services/people/person-options';
import { AdminEmailParams, AssignForQuery } from './inputs';

export default async function getTeamLeadersEmails(app: FastifyInstance) {
  app.get(
    '/teamLeader/getTeamLeadersEmails/:adminEmail',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      const { adminEmail } = parse(AdminEmailParams, request.params);
      const { assignFor } = parse(AssignForQuery, request.query);
      const leaders = await leaderOptionsOf(app.db, request.user, adminEmail, assignFor || undefined);
      return ok('Team leaders retrieved successfully', leaders);
    },
  );
}
