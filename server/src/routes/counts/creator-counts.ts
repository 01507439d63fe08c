/** GET /dataCreator/getCountDataCreator?startDate&endDate: the signed-in creator's leads today and over the range. */
import type { FastifyInstance } from 'fastify';
import { countsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { creatorCounts } from '../../services/counts/creator-counts';

export default async function creatorCountsRoute(app: FastifyInstance) {
  route(app, countsApi.creator, async (request) => {
    const days = parse(countsApi.creator.query!, request.query);
    return success(countsApi.creator, await creatorCounts(app.db, request.user._id, days, app.config.now()));
  });
}
