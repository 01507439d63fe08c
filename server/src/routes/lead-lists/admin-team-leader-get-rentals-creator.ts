/** GET /admin/team-leader/getRentals-creator: an admin's All Leads, those its group's creators made. */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function adminTeamLeaderGetRentalsCreator(app: FastifyInstance) {
  app.get('/admin/team-leader/getRentals-creator', { config: { roles: ['admin'] } }, async (request) => {
    assertLeadView(request.user, 'created');
    const query = parse(LeadListQuery, request.query);
    return ok(
      'Rentals retrieved successfully',
      await listLeads(app.db, request.user, 'created', query, { now: app.config.now() }),
    );
  });
}
