/** GET /rental/getClientsInfo: Client Details, picked leads with a client email (rental-picker leaders only among leaders). */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function getClientsInfo(app: FastifyInstance) {
  app.get(
    '/rental/getClientsInfo',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request) => {
      assertLeadView(request.user, 'clients');
      const query = parse(LeadListQuery, request.query);
      return ok(
        'Rentals retrieved successfully',
        await listLeads(app.db, request.user, 'clients', query, { now: app.config.now() }),
      );
    },
  );
}
