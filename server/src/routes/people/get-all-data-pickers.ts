/** GET /dataPicker/getAllDataPickers: pickers in scope with their limit and picks today. */
import type { FastifyInstance } from 'fastify';
import { ListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function getAllDataPickers(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, and they see their admin group's pickers (decisions D4).
  app.get(
    '/dataPicker/getAllDataPickers',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request) => {
      assertManages(request.user, 'data-picker');
      const query = parse(ListQuery, request.query);
      return ok(
        'Data pickers retrieved successfully',
        await listStaff(app.db, request.user, 'data-picker', query, app.config.now()),
      );
    },
  );
}
