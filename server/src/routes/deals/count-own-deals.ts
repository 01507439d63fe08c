/** GET /closedRental/getClosedRentalCount-picker: the caller's own deals counted by status. */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { countPickerDeals } from '../../services/deals/deal-counts';

export default async function countOwnDealsRoute(app: FastifyInstance) {
  route(app, dealsApi.countOwn, async ({ user, deps }) =>
    success(dealsApi.countOwn, await countPickerDeals(deps, user._id)),
  );
}
