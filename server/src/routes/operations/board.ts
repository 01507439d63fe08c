/** GET /operations/board?adminId: the live board of the pickers the caller supervises (docs/rules/operations.md#d9.1). */
import type { FastifyInstance } from 'fastify';
import { operationsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { readBoard } from '../../services/operations/board';
import { assertManages } from '../../services/people/scope';

export default async function boardRoute(app: FastifyInstance) {
  route(
    app,
    operationsApi.board,
    async ({ query, user, deps }) =>
      success(operationsApi.board, await readBoard(deps, user, query, await app.pickersOnline())),
    // Of the leaders, only rental-picker ones pass: the others get 403 before their query is checked.
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
