/** GET /admin/getRentals-picker: an admin's Picked Leads, those its group's pickers took. */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function adminGetRentalsPicker(app: FastifyInstance) {
  app.get('/admin/getRentals-picker', { config: { roles: ['admin'] } }, async (request) => {
    assertLeadView(request.user, 'picked');
    const query = parse(LeadListQuery, request.query);
    return ok(
      'Rentals retrieved successfully',
      await listLeads(app.db, request.user, 'picked', query, { now: app.config.now() }),
    );
  });
}
