/** GET /closedRental/getClosedRentalCount-picker: the caller's own deals counted by status. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { countPickerDeals } from '../../services/deals/deal-counts';

export default async function getClosedRentalCountPicker(app: FastifyInstance) {
  app.get(
    '/closedRental/getClosedRentalCount-picker',
    { config: { roles: ['data-picker'] } },
    async (request) =>
      ok('Closed rental counts retrieved successfully', await countPickerDeals(app.db, request.user._id)),
  );
}
