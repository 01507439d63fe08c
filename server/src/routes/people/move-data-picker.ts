/** PATCH /dataPicker/moveDataPicker/{id}: moves a picker to another rental-picker leader (docs/rules/people.md#d4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { moveMember } from '../../services/people/move-staff';

export default async function moveDataPickerRoute(app: FastifyInstance) {
  route(app, peopleApi.moveDataPicker, async ({ params, body, user, deps }) =>
    success(peopleApi.moveDataPicker, await moveMember(deps, user, 'data-picker', params.id, body.toId)),
  );
}
