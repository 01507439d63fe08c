/** GET /dataPicker/search-rental?number=: the lead with this phone number, as the picker may see it (rule P52). */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { searchByNumber } from '../../services/leads/find-lead';

export default async function searchLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.search, async (request) => {
    const { number } = parse(leadsApi.search.query!, request.query);
    return success(
      leadsApi.search,
      await searchByNumber(app.db, request.user._id, number, app.config.phoneCountry),
    );
  });
}
