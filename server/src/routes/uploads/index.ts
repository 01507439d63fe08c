/**
 * The uploads area's routes (docs/rules/uploads.md): the two bulk imports, their preview, history and
 * revert, and the bypass download.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import importLeads from './import-leads';
import importToPool from './import-to-pool';
import listImports from './list-imports';
import previewImport from './preview-import';
import revertImport from './revert-import';
import takeFromPool from './take-from-pool';

export default async function uploadRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only the imports take multipart bodies, and they pass their own limits.
  await app.register(multipart);
  for (const route of [importLeads, importToPool, previewImport, listImports, revertImport, takeFromPool])
    await app.register(route);
}
