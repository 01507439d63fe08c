/** The reports area's routes (docs/rules/reports.md). */
import type { FastifyInstance } from 'fastify';
import report from './report';

export default async function reportsRoutes(app: FastifyInstance) {
  await app.register(report);
}
