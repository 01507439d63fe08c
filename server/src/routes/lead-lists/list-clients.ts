/** GET /rental/getClientsInfo: Client Details, picked leads with a client email (rental-picker leaders only among leaders). */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { routeLeadList } from './route-lead-list';

export default async function listClientsRoute(app: FastifyInstance) {
  routeLeadList(app, leadListsApi.listClients, 'clients');
}
