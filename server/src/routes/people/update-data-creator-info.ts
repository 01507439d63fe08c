/** PATCH /dataCreator/updateDataCreatorInfo/{id}: the super-admin sets a creator's bulk upload (decisions D2). */
import type { FastifyInstance } from 'fastify';
import { BulkUploadPermissionInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { updateBulkUpload } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updateDataCreatorInfo(app: FastifyInstance) {
  app.patch(
    '/dataCreator/updateDataCreatorInfo/:id',
    { config: { roles: ['super-admin'] } },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      const { canBulkUpload } = parse(BulkUploadPermissionInput, request.body);
      return ok(
        'Updated successfully',
        await updateBulkUpload(app.db, request.user, id, canBulkUpload, app.config.now()),
      );
    },
  );
}
