/** GET /rental/imports?page&limit: the import history, newest first (the super-admin's all, a creator's own). */
import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertCanBulkUpload } from '../../services/uploads/import-leads';
import { listImports } from '../../services/uploads/list-imports';

export default async function listImportsRoute(app: FastifyInstance) {
  route(
    app,
    uploadsApi.listImports,
    async ({ query, user, deps }) => success(uploadsApi.listImports, await listImports(deps, user, query)),
    { authorize: assertCanBulkUpload },
  );
}
