/** POST /rental/create-rental: a creator's new lead. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createLead } from '../../services/leads/create-lead';

export default async function createLeadRoute(app: FastifyInstance) {
  route(app, leadsApi.create, async ({ body, user, deps }) =>
    success(leadsApi.create, await createLead(deps, user, body, app.config.phoneCountry)),
  );
}
