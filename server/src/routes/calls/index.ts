/** The call log's routes (docs/rules/claiming.md#d5.24). */
import type { FastifyInstance } from 'fastify';
import listCalls from './list-calls';
import returnFromCall from './return-from-call';
import startCall from './start-call';

export default async function callsRoutes(app: FastifyInstance) {
  for (const route of [startCall, returnFromCall, listCalls]) await app.register(route);
}
