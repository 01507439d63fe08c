/** The counts area's routes (docs/rules/counts.md). */
import type { FastifyInstance } from 'fastify';
import creatorCounts from './creator-counts';
import pickerCounts from './picker-counts';

export default async function countsRoutes(app: FastifyInstance) {
  for (const route of [creatorCounts, pickerCounts]) await app.register(route);
}
