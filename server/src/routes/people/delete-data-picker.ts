/** PATCH /dataPicker/deleteDataPicker/{id}: soft-deletes a picker in scope; its held lead returns to the pool. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteStaff } from '../../services/people/delete-staff';
import { assertManages } from '../../services/people/scope';

export default async function deleteDataPickerRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.deleteDataPicker,
    async ({ params, user, deps }) => {
      await deleteStaff(deps, user, 'data-picker', params.id);
      return success(peopleApi.deleteDataPicker, null);
    },
    // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
