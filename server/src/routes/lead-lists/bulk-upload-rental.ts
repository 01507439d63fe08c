/** POST /rental/bulk-upload-rental: leads imported from a .csv/.xlsx as the uploader's own (super-admin, or a creator allowed to). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { assertCanBulkUpload, importLeads, uploaderOwns } from '../../services/lead-lists/import-leads';
import { readUpload } from './read-upload';

export default async function bulkUploadRental(app: FastifyInstance) {
  app.post(
    '/rental/bulk-upload-rental',
    { config: { roles: ['super-admin', 'data-creator'] } },
    async (request) => {
      // Refused before the file is read: a creator without the permission never costs a 10 MB parse.
      assertCanBulkUpload(request.user);
      const file = await readUpload(request);
      const result = await importLeads(
        app.db,
        app.sheets,
        file,
        uploaderOwns(request.user),
        app.config.now(),
      );
      app.upkeep.noteImport(result.inserted);
      return ok(`Inserted: ${result.inserted}, Skipped: ${result.skipped.length}`, result);
    },
  );
}
