/**
 * POST /rental/bulk-upload-rental: leads imported from a .csv/.xlsx as the uploader's own (super-admin,
 * or a creator allowed to).
 */
import type { FastifyInstance } from 'fastify';
import { importedMessage, uploadsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { mappingSent } from '../../services/uploads/column-mapping';
import { assertCanBulkUpload, importLeads, uploaderOwns } from '../../services/uploads/import-leads';
import { readUpload } from './read-upload';

export default async function importLeadsRoute(app: FastifyInstance) {
  route(
    app,
    uploadsApi.importLeads,
    async ({ user, deps }, request) => {
      const file = await readUpload(request);
      const result = await importLeads({ ...deps, sheets: app.sheets }, file, {
        uploader: user,
        owner: uploaderOwns(user),
        mapping: mappingSent(file.fields),
      });
      return ok(importedMessage(result), result);
    },
    // Refused before the file is read: a creator without the permission never costs a 10 MB parse.
    { authorize: assertCanBulkUpload },
  );
}
