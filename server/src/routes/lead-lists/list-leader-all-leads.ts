/** GET /teamLeader/getRentals-creator: a leader's All Leads, its own creators' (rental-creator) or its whole group's (rental-picker). */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listLeaderAllLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listLeaderAllLeads, 'created');
}
