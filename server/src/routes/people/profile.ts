/** GET /users/profile: the signed-in user with their admin and team leader cards. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { notFound } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { getProfile } from '../../services/people/profile';

export default async function profileRoute(app: FastifyInstance) {
  route(app, peopleApi.profile, async ({ user, deps }) => {
    const found = await getProfile(deps, user._id);
    if (!found) throw notFound('User not found');
    return success(peopleApi.profile, found);
  });
}
