/** GET /teamLeader/getRentals-picker: a rental-picker leader's Picked Leads, its whole admin group's. */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function teamLeaderGetRentalsPicker(app: FastifyInstance) {
  app.get('/teamLeader/getRentals-picker', { config: { roles: ['team-leader'] } }, async (request) => {
    assertLeadView(request.user, 'picked');
    const query = parse(LeadListQuery, request.query);
    return ok(
      'Rentals retrieved successfully',
      await listLeads(app.db, request.user, 'picked', query, { now: app.config.now() }),
    );
  });
}
