/** PATCH /rental/complete-task: finishes the held lead as valid or invalid. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { HttpError } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { finishLead } from '../../services/leads/finish-lead';

export default async function finishLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.finish,
    async (request) => {
      const { number_status } = parse(leadsApi.finish.body!, request.body);
      const picker = request.claims;
      const result = await finishLead(app.db, picker, number_status, app.config.now()).catch(
        (error: unknown) => {
          // A 409 says the lead went back to the pool: this very finish may have returned an expired
          // hold (rule D9.4), which the boards must show.
          if (error instanceof HttpError && error.statusCode === 409) app.notify.boardOf(picker._id);
          throw error;
        },
      );
      app.upkeep.noteFinish();
      app.notify.boardOf(picker._id);
      return success(leadsApi.finish, result);
    },
    { accountCheckedByRoute: true },
  );
}
