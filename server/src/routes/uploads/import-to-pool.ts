/** POST /rental/bulk-upload-rental-for-use: leads imported from a .csv/.xlsx straight into the pool, with no creator. */
import type { FastifyInstance } from 'fastify';
import { importedMessage, uploadsApi } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { mappingSent } from '../../services/uploads/column-mapping';
import { FOR_USE, importLeads } from '../../services/uploads/import-leads';
import { readUpload } from './read-upload';

export default async function importToPoolRoute(app: FastifyInstance) {
  route(app, uploadsApi.importToPool, async ({ user, deps }, request) => {
    const file = await readUpload(request);
    const result = await importLeads({ ...deps, sheets: app.sheets }, file, {
      uploader: user,
      owner: FOR_USE,
      mapping: mappingSent(file.fields),
    });
    return ok(importedMessage(result), result);
  });
}
