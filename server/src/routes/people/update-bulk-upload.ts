/** PATCH /dataCreator/updateDataCreatorInfo/{id}: the super-admin sets a creator's bulk upload (rule D2). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { updateBulkUpload } from '../../services/people/update-staff';
import { IdParams } from './inputs';

export default async function updateBulkUploadRoute(app: FastifyInstance) {
  route(app, peopleApi.updateBulkUpload, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { canBulkUpload } = parse(peopleApi.updateBulkUpload.body!, request.body);
    return success(
      peopleApi.updateBulkUpload,
      await updateBulkUpload(app.db, request.user, id, canBulkUpload, app.config.now()),
    );
  });
}
