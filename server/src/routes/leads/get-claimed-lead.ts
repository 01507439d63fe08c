/** GET /dataPicker/getRental/{id}: a lead the signed-in picker claimed. */
import type { FastifyInstance } from 'fastify';
import { LeadIdParams, leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { fetchedRental } from '../../services/leads/find-lead';

export default async function getClaimedLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.getClaimed, async (request) => {
    const { id } = parse(LeadIdParams, request.params);
    return success(leadsApi.getClaimed, await fetchedRental(app.db, request.user._id, id));
  });
}
