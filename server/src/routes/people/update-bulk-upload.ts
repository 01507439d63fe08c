/** PATCH /dataCreator/updateDataCreatorInfo/{id}: the super-admin sets a creator's bulk upload (rule D2). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { updateBulkUpload } from '../../services/people/update-staff';

export default async function updateBulkUploadRoute(app: FastifyInstance) {
  route(app, peopleApi.updateBulkUpload, async ({ params, body, user, deps }) =>
    success(peopleApi.updateBulkUpload, await updateBulkUpload(deps, user, params.id, body.canBulkUpload)),
  );
}
