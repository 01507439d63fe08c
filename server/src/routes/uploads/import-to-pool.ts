/** POST /rental/bulk-upload-rental-for-use: leads imported from a .csv/.xlsx straight into the pool, with no creator. */
import type { FastifyInstance } from 'fastify';
import { importedMessage, uploadsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { FOR_USE, importLeads } from '../../services/uploads/import-leads';
import { readUpload } from './read-upload';

export default async function importToPoolRoute(app: FastifyInstance) {
  route(app, uploadsApi.importToPool, async (request) => {
    const file = await readUpload(request);
    const result = await importLeads(
      app.db,
      app.sheets,
      file,
      { uploader: request.user, owner: FOR_USE },
      app.config.now(),
    );
    app.upkeep.noteBulk(result.inserted);
    return ok(importedMessage(result), result);
  });
}
