/** GET /users/profile: the signed-in user with their admin and team leader cards. */
import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { getProfile } from '../../services/users/get-profile';

export default async function profile(app: FastifyInstance) {
  app.get('/users/profile', { config: { roles: ROLES } }, async (request) => {
    const found = await getProfile(app.db, request.user._id);
    if (!found) throw notFound('User not found');
    return ok('Profile loaded', found);
  });
}
