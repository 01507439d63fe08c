/** The lead-lists area's routes (docs/rules/lead-lists.md): the seven lead lists and their exports, and My Leads. */
import type { FastifyInstance } from 'fastify';
import exportLists from './export-lists';
import listAdminAllLeads from './list-admin-all-leads';
import listAdminPickedLeads from './list-admin-picked-leads';
import listAllLeads from './list-all-leads';
import listClients from './list-clients';
import listLeaderAllLeads from './list-leader-all-leads';
import listLeaderPickedLeads from './list-leader-picked-leads';
import listMyLeads from './list-my-leads';
import listPickedLeads from './list-picked-leads';

const ROUTES = [
  listAllLeads,
  listPickedLeads,
  listClients,
  listLeaderAllLeads,
  listLeaderPickedLeads,
  listAdminPickedLeads,
  listAdminAllLeads,
  listMyLeads,
  exportLists,
];

export default async function leadListRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
