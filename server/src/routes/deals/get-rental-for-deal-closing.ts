/** GET /dataPicker/getRentalForDealClosing/{number}: the Deal Closing search, among the caller's own fetched leads. */
import type { FastifyInstance } from 'fastify';
import { NumberSearchInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { leadForDeal } from '../../services/deals/lead-for-deal';

export default async function getRentalForDealClosing(app: FastifyInstance) {
  app.get(
    '/dataPicker/getRentalForDealClosing/:number',
    { config: { roles: ['data-picker'] } },
    async (request) => {
      const { number } = parse(NumberSearchInput, request.params);
      return ok('Rental found', await leadForDeal(app.db, request.user._id, number, app.config.phoneCountry));
    },
  );
}
