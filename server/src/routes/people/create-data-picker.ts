/** POST /users/create-dataPicker: a picker under an admin and a rental-picker leader in scope (limit 100). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataPickerRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass: the others get 403 before their body is checked.
  route(app, peopleApi.createDataPicker, async (request, reply) => {
    assertManages(request.user, 'data-picker');
    const input = parse(peopleApi.createDataPicker.body!, request.body);
    const user = await createStaff(app.db, request.user, 'data-picker', input, app.config.now());
    app.notify.boardOf(user._id);
    return reply.code(201).send(success(peopleApi.createDataPicker, user));
  });
}
