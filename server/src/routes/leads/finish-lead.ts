/** PATCH /rental/complete-task: ends the held lead with a number status (valid or invalid) or an outcome. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { finishLead } from '../../services/leads/finish-lead';

export default async function finishLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.finish,
    async ({ body, claims, deps }) => success(leadsApi.finish, await finishLead(deps, claims, body)),
    { accountCheckedByRoute: true, idempotent: true },
  );
}
