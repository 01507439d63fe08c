/** GET /teamLeader/getRentals-creator: a leader's All Leads, its own creators' (rental-creator) or its whole group's (rental-picker). */
import type { FastifyInstance } from 'fastify';
import { LeadListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function teamLeaderGetRentalsCreator(app: FastifyInstance) {
  app.get('/teamLeader/getRentals-creator', { config: { roles: ['team-leader'] } }, async (request) => {
    assertLeadView(request.user, 'created');
    const query = parse(LeadListQuery, request.query);
    return ok(
      'Rentals retrieved successfully',
      await listLeads(app.db, request.user, 'created', query, { now: app.config.now() }),
    );
  });
}
