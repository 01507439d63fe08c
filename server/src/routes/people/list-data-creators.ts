/**
 * GET /dataCreator/getAllDataCreators: creators in scope with their leads by number status, counting
 * only leads created from startDate to endDate when those are given.
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listDataCreatorsRoute(app: FastifyInstance) {
  // Of the leaders, only rental-creator ones pass, and they see only their own creators (rule D4).
  route(app, peopleApi.listDataCreators, async (request) => {
    assertManages(request.user, 'data-creator');
    const query = parse(peopleApi.listDataCreators.query!, request.query);
    return success(
      peopleApi.listDataCreators,
      await listStaff(app.db, request.user, 'data-creator', query, app.config.now()),
    );
  });
}
