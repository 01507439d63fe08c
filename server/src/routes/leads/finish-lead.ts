/** PATCH /rental/complete-task: finishes the held lead as valid or invalid. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { finishLead } from '../../services/leads/finish-lead';

export default async function finishLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.finish,
    async (request) => {
      const { number_status } = parse(leadsApi.finish.body!, request.body);
      const result = await finishLead(app.db, request.claims._id, number_status, app.config.now());
      app.upkeep.noteFinish();
      return success(leadsApi.finish, result);
    },
    { accountCheckedByRoute: true },
  );
}
