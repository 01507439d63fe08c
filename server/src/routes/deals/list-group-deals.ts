/** GET /closedRental/getClosedRentalsForTeamLeaderAndAdmin: an admin's group, or a rental-picker leader's admin group (docs/rules/people.md#d4). */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listDeals } from '../../services/deals/list-deals';

export default async function listGroupDealsRoute(app: FastifyInstance) {
  route(app, dealsApi.listGroup, async ({ query, user, deps }) =>
    success(dealsApi.listGroup, await listDeals(deps, user, query)),
  );
}
