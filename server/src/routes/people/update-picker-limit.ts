/** PATCH /dataPicker/updateDataPickerInfo/{id}: sets a picker's daily pick limit, in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateLimit } from '../../services/people/update-staff';

export default async function updatePickerLimitRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updatePickerLimit,
    async ({ params, body, user, deps }) =>
      success(
        peopleApi.updatePickerLimit,
        await updateLimit(deps, user, 'data-picker', params.id, body.limit),
      ),
    // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
