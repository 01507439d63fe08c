/**
 * POST /rental/bulk-upload-preview: a lead file read, mapped and checked as either import would, with
 * nothing written but its audit entry (the super-admin, or a creator allowed to upload).
 */
import type { FastifyInstance } from 'fastify';
import { previewMessage, uploadsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { mappingSent } from '../../services/uploads/column-mapping';
import { assertCanBulkUpload } from '../../services/uploads/import-leads';
import { previewImport } from '../../services/uploads/preview-import';
import { readUpload } from './read-upload';

export default async function previewImportRoute(app: FastifyInstance) {
  route(
    app,
    uploadsApi.previewImport,
    async ({ deps, user }, request) => {
      const file = await readUpload(request);
      const preview = await previewImport(
        { ...deps, sheets: app.sheets },
        user,
        file,
        mappingSent(file.fields),
      );
      return ok(previewMessage(preview), preview);
    },
    // As the import itself: a creator without the permission never costs a parse.
    { authorize: assertCanBulkUpload },
  );
}
