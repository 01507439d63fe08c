/** GET /closedRental/getClosedRentalsForTeamLeaderAndAdmin: an admin's group, or a rental-picker leader's admin group (D4). */
import type { FastifyInstance } from 'fastify';
import { ClosedRentalListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listDeals } from '../../services/deals/list-deals';

export default async function getClosedRentalsForTeamLeaderAndAdmin(app: FastifyInstance) {
  app.get(
    '/closedRental/getClosedRentalsForTeamLeaderAndAdmin',
    { config: { roles: ['admin', 'team-leader'] } },
    async (request) => {
      const query = parse(ClosedRentalListQuery, request.query);
      return ok('Closed rentals retrieved successfully', await listDeals(app.db, request.user, query));
    },
  );
}
