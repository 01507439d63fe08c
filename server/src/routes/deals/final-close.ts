/** PATCH /closedRental/makeFinalClose/{id}: an admin in scope or the super-admin sets a deal done or failed. */
import type { FastifyInstance } from 'fastify';
import { DEAL_STATUS_CHANGED, DEAL_STATUS_UNCHANGED, dealsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { route } from '../../lib/route';
import { finalClose } from '../../services/deals/final-close';
import { IdParams } from './inputs';

export default async function finalCloseRoute(app: FastifyInstance) {
  route(app, dealsApi.finalClose, async (request) => {
    const { id } = parse(IdParams, request.params);
    const input = parse(dealsApi.finalClose.body!, request.body);
    const { deal, changed } = await finalClose(app.db, request.user, id, input, app.config.now());
    if (changed) app.notify.boardOf(deal.fetcher._id);
    return ok(changed ? DEAL_STATUS_CHANGED : DEAL_STATUS_UNCHANGED, deal);
  });
}
