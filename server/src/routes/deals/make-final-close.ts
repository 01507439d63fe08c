/** PATCH /closedRental/makeFinalClose/{id}: an admin in scope or the super-admin sets a deal done or failed. */
import type { FastifyInstance } from 'fastify';
import { FinalCloseInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { finalClose } from '../../services/deals/final-close';
import { IdParams } from './inputs';

export default async function makeFinalClose(app: FastifyInstance) {
  app.patch(
    '/closedRental/makeFinalClose/:id',
    { config: { roles: ['super-admin', 'admin'] } },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      const input = parse(FinalCloseInput, request.body);
      const { deal, changed } = await finalClose(app.db, request.user, id, input, app.config.now());
      return ok(changed ? 'status changed' : 'Status unchanged', deal);
    },
  );
}
