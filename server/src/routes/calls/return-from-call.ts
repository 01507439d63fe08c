/** PATCH /rental/calls/{callId}: the picker's return from a call, with its outcome (docs/rules/claiming.md#d5.24). */
import type { FastifyInstance } from 'fastify';
import { callsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { returnFromCall } from '../../services/calls/return-from-call';

export default async function returnFromCallRoute(app: FastifyInstance) {
  route(app, callsApi.finish, async ({ params, body, user, deps }) =>
    success(callsApi.finish, await returnFromCall(deps, user, params.callId, body)),
  );
}
