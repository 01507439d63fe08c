/** GET /rental/my-callbacks: the signed-in picker's own callbacks still waiting, due ones first. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { myCallbacks } from '../../services/leads/my-callbacks';

export default async function myCallbacksRoute(app: FastifyInstance) {
  route(app, leadsApi.myCallbacks, async ({ user, deps }) =>
    success(leadsApi.myCallbacks, await myCallbacks(deps, user._id)),
  );
}
