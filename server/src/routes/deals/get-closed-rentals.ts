/** GET /closedRental/getClosedRentals: every deal for the super-admin, a picker's own deals for a picker. */
import type { FastifyInstance } from 'fastify';
import { ClosedRentalListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listDeals } from '../../services/deals/list-deals';

export default async function getClosedRentals(app: FastifyInstance) {
  app.get(
    '/closedRental/getClosedRentals',
    { config: { roles: ['super-admin', 'data-picker'] } },
    async (request) => {
      const query = parse(ClosedRentalListQuery, request.query);
      return ok('Closed rentals retrieved successfully', await listDeals(app.db, request.user, query));
    },
  );
}
