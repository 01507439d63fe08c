/** GET /dataPicker/search-rental?number=: the lead with this phone number, as the picker may see it (docs/decisions.md#p52). */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { searchByNumber } from '../../services/leads/find-lead';

export default async function searchLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.search, async ({ query, user, deps }) =>
    success(leadsApi.search, await searchByNumber(deps, user._id, query.number, app.config.phoneCountry)),
  );
}
