/** GET /dataPicker/getRental/{id}: a lead the signed-in picker claimed. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { claimedRental } from '../../services/leads/find-lead';

export default async function getClaimedLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.getClaimed, async ({ params, user, deps }) =>
    success(leadsApi.getClaimed, await claimedRental(deps, user._id, params.id)),
  );
}
