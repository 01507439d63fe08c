/** GET /dataPicker/getAllDataPickers: pickers in scope with their limit and picks today. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listStaff } from '../../services/people/list-staff';
import { assertManages } from '../../services/people/scope';

export default async function listDataPickersRoute(app: FastifyInstance) {
  route(
    app,
    peopleApi.listDataPickers,
    async ({ query, user, deps }) =>
      success(peopleApi.listDataPickers, await listStaff(deps, user, 'data-picker', query)),
    // Of the leaders, only rental-picker ones pass, and they see their admin group's pickers (docs/rules/people.md#d4).
    { authorize: (user) => assertManages(user, 'data-picker') },
  );
}
