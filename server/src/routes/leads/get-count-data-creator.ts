/** GET /dataCreator/getCountDataCreator?startDate&endDate: the signed-in creator's leads today and over the range. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { creatorCounts } from '../../services/leads/creator-counts';
import { CREATOR, DayRangeQuery } from './inputs';

export default async function getCountDataCreator(app: FastifyInstance) {
  app.get('/dataCreator/getCountDataCreator', { config: { roles: CREATOR } }, async (request) => {
    const days = parse(DayRangeQuery, request.query);
    return ok('Counts loaded', await creatorCounts(app.db, request.user._id, days, app.config.now()));
  });
}
