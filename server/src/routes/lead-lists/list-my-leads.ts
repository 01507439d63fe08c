/** GET /rental/getMyRentals: My Leads, a data creator's own leads with what became of each. */
import type { FastifyInstance } from 'fastify';
import { leadListsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listMyLeads } from '../../services/lead-lists/list-my-leads';
import { assertLeadView } from '../../services/lead-lists/scope';

export default async function listMyLeadsRoute(app: FastifyInstance) {
  const target = leadListsApi.listMyLeads;
  route(app, target, async ({ query, user, deps }) => success(target, await listMyLeads(deps, user, query)), {
    authorize: (user) => assertLeadView(user, 'mine'),
  });
}
