/** POST /rental/imports/:id/revert: an import's unclaimed leads removed; the message says how many stayed. */
import type { FastifyInstance } from 'fastify';
import { revertedMessage, uploadsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { assertCanBulkUpload } from '../../services/uploads/import-leads';
import { revertImport } from '../../services/uploads/revert-import';

export default async function revertImportRoute(app: FastifyInstance) {
  route(
    app,
    uploadsApi.revertImport,
    async ({ params, user, deps }) => {
      const result = await revertImport(deps, user, params.id);
      return ok(revertedMessage(result), result);
    },
    { authorize: assertCanBulkUpload },
  );
}
