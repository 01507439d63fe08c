/** POST /users/create-admin: the super-admin adds an admin (default daily limit 5000). */
import type { FastifyInstance } from 'fastify';
import { CreateAdminInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { createStaff } from '../../services/people/create-staff';
import { assertManages } from '../../services/people/scope';

export default async function createAdmin(app: FastifyInstance) {
  app.post('/users/create-admin', { config: { roles: ['super-admin'] } }, async (request, reply) => {
    assertManages(request.user, 'admin');
    const input = parse(CreateAdminInput, request.body);
    const user = await createStaff(app.db, request.user, 'admin', input, app.config.now());
    return reply.code(201).send(ok('Admin created successfully', user));
  });
}
