/** GET /teamLeader/getRentals-picker: a rental-picker leader's Picked Leads, its whole admin group's. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listLeaderPickedLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listLeaderPickedLeads, 'picked');
}
