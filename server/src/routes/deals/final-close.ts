/** PATCH /closedRental/makeFinalClose/{id}: an admin in scope or the super-admin sets a deal done or failed. */
import type { FastifyInstance } from 'fastify';
import { DEAL_STATUS_CHANGED, DEAL_STATUS_UNCHANGED, dealsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { finalClose } from '../../services/deals/final-close';

export default async function finalCloseRoute(app: FastifyInstance) {
  route(app, dealsApi.finalClose, async ({ params, body, user, deps }) => {
    const { deal, changed } = await finalClose(deps, user, params.id, body);
    return ok(changed ? DEAL_STATUS_CHANGED : DEAL_STATUS_UNCHANGED, deal);
  });
}
