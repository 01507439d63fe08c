/** GET /dataPicker/getAllDataPickers: pickers in scope with their limit and picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listDataPickersRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, and they see their admin group's pickers (rule D4).
  route(app, peopleApi.listDataPickers, async (request) => {
    assertManages(request.user, 'data-picker');
    const query = parse(peopleApi.listDataPickers.query!, request.query);
    return success(
      peopleApi.listDataPickers,
      await listStaff(app.db, request.user, 'data-picker', query, app.config.now()),
    );
  });
}
