/** POST /closedRental/createClosedRental: a picker closes a deal on a lead it fetched, with a proof image (multipart). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { closeDeal } from '../../services/deals/close-deal';
import { checkDealForm } from '../../services/deals/deal-form';
import type { DealRouteOptions } from './index';
import { readDealForm } from './read-deal-form';

export default async function createClosedRental(app: FastifyInstance, { images }: DealRouteOptions) {
  app.post(
    '/closedRental/createClosedRental',
    { config: { roles: ['data-picker'] } },
    async (request, reply) => {
      const form = await checkDealForm(await readDealForm(request), app.config.phoneCountry);
      const deal = await closeDeal({ db: app.db, images, now: app.config.now() }, request.user._id, form);
      return reply.code(201).send(ok('Deal closed successfully', deal));
    },
  );
}
