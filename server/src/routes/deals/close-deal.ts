/** POST /closedRental/createClosedRental: a picker closes a deal on a lead it claimed, with a proof image (multipart). */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { closeDeal } from '../../services/deals/close-deal';
import { checkDealForm } from '../../services/deals/deal-form';
import { readDealForm } from './read-deal-form';
import type { DealRouteOptions } from './route-options';

export default async function closeDealRoute(app: FastifyInstance, { images }: DealRouteOptions) {
  route(app, dealsApi.close, async ({ user, deps }, request, reply) => {
    const form = await checkDealForm(await readDealForm(request), app.config.phoneCountry);
    const deal = await closeDeal({ ...deps, images }, user, form);
    return reply.code(201).send(success(dealsApi.close, deal));
  });
}
