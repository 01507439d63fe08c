/** GET /rental/get-single-rental: the picker's held lead, a refusal with its reason, or a newly claimed lead. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { claimLead } from '../../services/leads/claim-lead';

export default async function claimLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.claim,
    async ({ claims, deps }) => success(leadsApi.claim, await claimLead(deps, claims)),
    {
      accountCheckedByRoute: true,
    },
  );
}
