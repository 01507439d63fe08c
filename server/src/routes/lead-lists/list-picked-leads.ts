/** GET /rental/getAllRentalsByPicker: Picked Leads, every picked lead for the super-admin and the group's pickers' for an admin. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listPickedLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listPickedLeads, 'picked');
}
