/** Makes sure a super-admin exists, remembering whether this start created it so it is printed once. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bootstrap, bootstrapSuperAdmin } from '../services/auth/bootstrap-super-admin';

declare module 'fastify' {
  interface FastifyInstance {
    bootstrap: Bootstrap;
  }
}

async function bootstrap(app: FastifyInstance) {
  const result = await bootstrapSuperAdmin(app.db, {
    email: app.config.superAdminEmail,
    password: app.config.superAdminPassword,
  });
  app.decorate<Bootstrap>('bootstrap', result);
}

export default fp(bootstrap, { name: 'bootstrap', dependencies: ['db'] });
