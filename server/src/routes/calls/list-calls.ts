/** GET /rental/{id}/calls: a lead's calls, for those who read its conversation (docs/rules/claiming.md#d5.24). */
import type { FastifyInstance } from 'fastify';
import { callsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { leadCalls } from '../../services/calls/lead-calls';

export default async function listCallsRoute(app: FastifyInstance) {
  route(app, callsApi.list, async ({ params, user, deps }) =>
    success(callsApi.list, await leadCalls(deps, user, params.id)),
  );
}
