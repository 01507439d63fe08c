/** POST /users/create-admin: the super-admin adds an admin (default daily limit 5000). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createAdminRoute(app: FastifyInstance) {
  route(app, peopleApi.createAdmin, async (request, reply) => {
    assertManages(request.user, 'admin');
    const input = parse(peopleApi.createAdmin.body!, request.body);
    const user = await createStaff(app.db, request.user, 'admin', input, app.config.now());
    return reply.code(201).send(success(peopleApi.createAdmin, user));
  });
}
