/** POST /rental/create-rental: a creator's new lead. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { createLead } from '../../services/leads/create-lead';

export default async function createLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.create, async (request) => {
    const input = parse(leadsApi.create.body!, request.body);
    return success(
      leadsApi.create,
      await createLead(app.db, request.user, input, app.config.now(), app.config.phoneCountry),
    );
  });
}
