/**
 * PATCH /dataCreator/updateDataCreatorInfo/{id}: changes a creator's name, email or contact, in scope,
 * and (the super-admin alone) its bulk upload permission (docs/rules/screens.md#d2.4).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateStaff } from '../../services/people/update-staff';

export default async function updateDataCreatorInfoRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updateDataCreatorInfo,
    async ({ params, body, user, deps }) =>
      success(
        peopleApi.updateDataCreatorInfo,
        await updateStaff(deps, user, 'data-creator', params.id, body, app.config.phoneCountry),
      ),
    // Of the leaders, only rental-creator ones pass, for their own creators.
    { authorize: (user) => assertManages(user, 'data-creator') },
  );
}
