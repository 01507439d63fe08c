/** The uploads area's routes (docs/rules/uploads.md): the two bulk imports and the bypass download. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import importLeads from './import-leads';
import importToPool from './import-to-pool';
import takeFromPool from './take-from-pool';

export default async function uploadRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only the imports take multipart bodies, and they pass their own limits.
  await app.register(multipart);
  for (const route of [importLeads, importToPool, takeFromPool]) await app.register(route);
}
