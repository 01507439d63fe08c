/** POST /users/create-dataCreator: a creator under an admin and a rental-creator leader in scope. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createDataCreatorRoute(app: FastifyInstance) {
  // Of the leaders, only rental-creator ones pass: the others get 403 before their body is checked.
  route(app, peopleApi.createDataCreator, async (request, reply) => {
    assertManages(request.user, 'data-creator');
    const input = parse(peopleApi.createDataCreator.body!, request.body);
    const user = await createStaff(app.db, request.user, 'data-creator', input, app.config.now());
    return reply.code(201).send(success(peopleApi.createDataCreator, user));
  });
}
