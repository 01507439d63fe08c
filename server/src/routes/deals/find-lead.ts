/** GET /dataPicker/getRentalForDealClosing/{number}: the Deal Closing search, among the caller's own claimed leads. */
import type { FastifyInstance } from 'fastify';
import { dealsApi, NumberSearchInput } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { leadForDeal } from '../../services/deals/lead-for-deal';

export default async function findLeadRoute(app: FastifyInstance) {
  route(app, dealsApi.findLead, async (request) => {
    const { number } = parse(NumberSearchInput, request.params);
    return success(
      dealsApi.findLead,
      await leadForDeal(app.db, request.user._id, number, app.config.phoneCountry),
    );
  });
}
