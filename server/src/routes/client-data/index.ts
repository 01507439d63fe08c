/** The client-data area's routes (docs/rules/client-data.md): see, export and erase a client's data. */
import type { FastifyInstance } from 'fastify';
import eraseClientData from './erase-client-data';
import exportClientData from './export-client-data';
import findClientData from './find-client-data';

export default async function clientDataRoutes(app: FastifyInstance) {
  for (const route of [findClientData, exportClientData, eraseClientData]) await app.register(route);
}
