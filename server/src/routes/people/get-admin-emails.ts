/** GET /admin/get-adminEmails: every active admin, for the super-admin's create forms. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { adminOptions } from '../../services/people/person-options';

export default async function getAdminEmails(app: FastifyInstance) {
  app.get('/admin/get-adminEmails', { config: { roles: ['super-admin'] } }, async (request) =>
    ok('Admins retrieved successfully', await adminOptions(app.db, request.user)),
  );
}
