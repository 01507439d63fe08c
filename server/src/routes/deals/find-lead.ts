/** GET /dataPicker/getRentalForDealClosing/{number}: the Deal Closing search, among the caller's own claimed leads. */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { leadForDeal } from '../../services/deals/lead-for-deal';

export default async function findLeadRoute(app: FastifyInstance) {
  route(app, dealsApi.findLead, async ({ params, user, deps }) =>
    success(dealsApi.findLead, await leadForDeal(deps, user._id, params.number, app.config.phoneCountry)),
  );
}
