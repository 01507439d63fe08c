/** POST /rental/open-callback/{id}: the picker claims one of its own due callbacks from 'My callbacks'. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { claimLead } from '../../services/leads/claim-lead';

export default async function openCallbackRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.openCallback,
    async ({ params, claims, deps }) =>
      success(leadsApi.openCallback, await claimLead(deps, claims, params.id)),
    { accountCheckedByRoute: true },
  );
}
