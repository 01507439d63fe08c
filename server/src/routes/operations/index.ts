/** The operations area's routes (docs/rules/operations.md). */
import type { FastifyInstance } from 'fastify';
import board from './board';
import releaseLead from './release-lead';

export default async function operationsRoutes(app: FastifyInstance) {
  for (const route of [board, releaseLead]) await app.register(route);
}
