/** PATCH /rental/complete-task: finishes the held lead as valid or invalid. */
import type { FastifyInstance } from 'fastify';
import { CompleteTaskInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { completeTask } from '../../services/leads/complete-task';
import { PICKER } from './inputs';

export default async function completeTaskRoute(app: FastifyInstance) {
  app.patch(
    '/rental/complete-task',
    { config: { roles: PICKER, accountCheckedByRoute: true } },
    async (request) => {
      const { number_status } = parse(CompleteTaskInput, request.body);
      const result = await completeTask(app.db, request.claims._id, number_status, app.config.now());
      app.upkeep.noteFinish();
      return ok('successfully finished!', result);
    },
  );
}
