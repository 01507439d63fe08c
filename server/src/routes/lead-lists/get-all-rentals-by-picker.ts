/** GET /rental/getAllRentalsByPicker: Picked Leads, every picked lead for the super-admin and the group's pickers' for an admin. */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function getAllRentalsByPicker(app: FastifyInstance) {
  app.get(
    '/rental/getAllRentalsByPicker',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      assertLeadView(request.user, 'picked');
      const query = parse(LeadListQuery, request.query);
      return ok(
        'Rentals retrieved successfully',
        await listLeads(app.db, request.user, 'picked', query, { now: app.config.now() }),
      );
    },
  );
}
