/** GET /dataCreator/getCountDataCreator?startDate&endDate: the signed-in creator's leads today and over the range. */
import type { FastifyInstance } from 'fastify';
import { countsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { creatorCounts } from '../../services/counts/creator-counts';

export default async function creatorCountsRoute(app: FastifyInstance) {
  route(app, countsApi.creator, async ({ query, user, deps }) =>
    success(countsApi.creator, await creatorCounts(deps, user._id, query)),
  );
}
