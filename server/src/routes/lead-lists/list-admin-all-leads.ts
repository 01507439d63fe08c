/** GET /admin/team-leader/getRentals-creator: an admin's All Leads, those its group's creators made. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listAdminAllLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listAdminAllLeads, 'created');
}
