/** GET /operations/board?adminId: the live board of the pickers the caller supervises (rule D9.1). */
import type { FastifyInstance } from 'fastify';
import { operationsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { readBoard } from '../../services/operations/board';
import { assertManages } from '../../services/people/scope';

export default async function boardRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass: the others get 403 before their query is checked.
  route(app, operationsApi.board, async (request) => {
    assertManages(request.user, 'data-picker');
    const query = parse(operationsApi.board.query!, request.query);
    const online = await app.pickersOnline();
    return success(
      operationsApi.board,
      await readBoard(app.db, request.user, query, online, app.config.now()),
    );
  });
}
