/** GET /closedRental/getClosedRentals: every deal for the super-admin, a picker's own deals for a picker. */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listDeals } from '../../services/deals/list-deals';

export default async function listDealsRoute(app: FastifyInstance) {
  route(app, dealsApi.list, async ({ query, user, deps }) =>
    success(dealsApi.list, await listDeals(deps, user, query)),
  );
}
