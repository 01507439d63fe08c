/**
 * GET /dataCreator/getAllDataCreators: creators in scope with their leads by number status, counting
 * only leads created from startDate to endDate when those are given.
 */
import type { FastifyInstance } from 'fastify';
import { ListQuery } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function getAllDataCreators(app: FastifyInstance) {
  // Of the leaders, only rental-creator ones pass, and they see only their own creators (decisions D4).
  app.get(
    '/dataCreator/getAllDataCreators',
    { config: { roles: ['super-admin', 'admin', 'team-leader'] } },
    async (request) => {
      assertManages(request.user, 'data-creator');
      const query = parse(ListQuery, request.query);
      return ok(
        'Data creators retrieved successfully',
        await listStaff(app.db, request.user, 'data-creator', query, app.config.now()),
      );
    },
  );
}
