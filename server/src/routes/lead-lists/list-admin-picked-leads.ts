/** GET /admin/getRentals-picker: an admin's Picked Leads, those its group's pickers took. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listAdminPickedLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listAdminPickedLeads, 'picked');
}
