/** PATCH /dataCreator/deleteDataCreator/{id}: soft-deletes a creator in scope; its leads keep its name. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';
import { IdParams } from './inputs';

export default async function deleteDataCreatorRoute(app: FastifyInstance) {
  // Of the leaders, only rental-creator ones pass, for their own creators.
  route(app, peopleApi.deleteDataCreator, async (request) => {
    assertManages(request.user, 'data-creator');
    const { id } = parse(IdParams, request.params);
    await deleteStaff(app.db, request.user, 'data-creator', id, app.config.now());
    app.notify.accountEnded(id);
    return success(peopleApi.deleteDataCreator, null);
  });
}
