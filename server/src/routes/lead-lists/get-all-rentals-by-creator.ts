/** GET /rental/getAllRentalsByCreator: All Leads, every lead for the super-admin and the group's creators' leads for an admin. */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function getAllRentalsByCreator(app: FastifyInstance) {
  app.get(
    '/rental/getAllRentalsByCreator',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      assertLeadView(request.user, 'created');
      const query = parse(LeadListQuery, request.query);
      return ok(
        'Rentals retrieved successfully',
        await listLeads(app.db, request.user, 'created', query, { now: app.config.now() }),
      );
    },
  );
}
