/** GET /admin/getAllAdmins: every admin with its daily limit and its pickers' picks today. */
import type { FastifyInstance } from 'fastify';
import { ListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function getAllAdmins(app: FastifyInstance) {
  app.get('/admin/getAllAdmins', { config: { roles: ['super-admin'] } }, async (request) => {
    assertManages(request.user, 'admin');
    const query = parse(ListQuery, request.query);
    return ok(
      'Admins retrieved successfully',
      await listStaff(app.db, request.user, 'admin', query, app.config.now()),
    );
  });
}
