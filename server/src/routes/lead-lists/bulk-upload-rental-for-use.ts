/** POST /rental/bulk-upload-rental-for-use: leads imported from a .csv/.xlsx straight into the pool, with no creator. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { FOR_USE, importLeads } from '../../services/lead-lists/import-leads';
import { readUpload } from './read-upload';

export default async function bulkUploadRentalForUse(app: FastifyInstance) {
  app.post('/rental/bulk-upload-rental-for-use', { config: { roles: ['super-admin'] } }, async (request) => {
    const file = await readUpload(request);
    const result = await importLeads(app.db, app.sheets, file, FOR_USE, app.config.now());
    app.upkeep.noteImport(result.inserted);
    return ok(`Inserted: ${result.inserted}, Skipped: ${result.skipped.length}`, result);
  });
}
