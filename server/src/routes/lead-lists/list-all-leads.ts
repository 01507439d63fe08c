/** GET /rental/getAllRentalsByCreator: All Leads, every lead for the super-admin and the group's creators' leads for an admin. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listAllLeadsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listAllLeads, 'created');
}
