/** PATCH /dataCreator/deleteDataCreator/{id}: soft-deletes a creator in scope; its leads keep its name. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';

export default async function deleteDataCreatorRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.deleteDataCreator,
    async ({ params, user, deps }) => {
      await deleteStaff(deps, user, 'data-creator', params.id);
      return success(peopleApi.deleteDataCreator, null);
    },
    // Of the leaders, only rental-creator ones pass, for their own creators.
    { authorize: (user) => assertManages(user, 'data-creator') },
  );
}
