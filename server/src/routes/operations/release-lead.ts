/** PATCH /operations/release/:id: a supervisor returns a held lead to the pool (docs/rules/operations.md#d9.3). */
import type { FastifyInstance } from 'fastify';
import { operationsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { releaseLead } from '../../services/operations/release-lead';
import { assertManages } from '../../services/people/scope';

export default async function releaseLeadRoute(app: FastifyInstance) {
  route(
    app,
    operationsApi.release,
    async ({ params, user, deps }) => {
      await releaseLead(deps, user, params.id);
      return success(operationsApi.release, null);
    },
    // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
