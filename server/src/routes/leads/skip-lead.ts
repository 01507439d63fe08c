/** PATCH /rental/skip: hands the held lead back unworked, with a reason. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { skipLead } from '../../services/leads/skip-lead';

export default async function skipLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.skip,
    async ({ body, claims, deps }) => success(leadsApi.skip, await skipLead(deps, claims, body)),
    { accountCheckedByRoute: true, idempotent: true },
  );
}
