/**
 * GET /dataCreator/getAllDataCreators: creators in scope with their leads by number status, counting
 * only leads created from startDate to endDate when those are given.
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listDataCreatorsRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.listDataCreators,
    async ({ query, user, deps }) =>
      success(peopleApi.listDataCreators, await listStaff(deps, user, 'data-creator', query)),
    // Of the leaders, only rental-creator ones pass, and they see only their own creators (docs/rules/people.md#d4).
    { authorize: (user) => assertManages(user, 'data-creator') },
  );
}
