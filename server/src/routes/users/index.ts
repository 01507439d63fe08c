/** The staff calls (spec section 7, Users); this issue ships the profile. */
import type { FastifyInstance } from 'fastify';
import profile from './profile';

export default async function userRoutes(app: FastifyInstance) {
  await app.register(profile);
}
