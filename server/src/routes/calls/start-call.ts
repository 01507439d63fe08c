/** POST /rental/{id}/calls: Call or WhatsApp pressed on the held lead (docs/rules/claiming.md#d5.24). */
import type { FastifyInstance } from 'fastify';
import { callsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { startCall } from '../../services/calls/start-call';

export default async function startCallRoute(app: FastifyInstance) {
  route(app, callsApi.start, async ({ params, body, user, deps }) =>
    success(callsApi.start, await startCall(deps, user, params.id, body)),
  );
}
