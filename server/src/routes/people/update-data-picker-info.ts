/** PATCH /dataPicker/updateDataPickerInfo/{id}: changes a picker's name, email, contact or daily limit, in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { assertManages } from '../../services/people/scope';
import { updateStaff } from '../../services/people/update-staff';

export default async function updateDataPickerInfoRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.updateDataPickerInfo,
    async ({ params, body, user, deps }) =>
      success(
        peopleApi.updateDataPickerInfo,
        await updateStaff(deps, user, 'data-picker', params.id, body, app.config.phoneCountry),
      ),
    // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
