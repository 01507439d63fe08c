/** PATCH /operations/release/:id: a supervisor returns a held lead to the pool (rule D9.3). */
import type { FastifyInstance } from 'fastify';
import { LeadIdParams, leadReleasedMessage, operationsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { releaseLead } from '../../services/operations/release-lead';
import { assertManages } from '../../services/people/scope';

export default async function releaseLeadRoute(app: FastifyInstance) {
  // Of the leaders, only rental-picker ones pass, for their admin group's pickers.
  route(app, operationsApi.release, async (request) => {
    assertManages(request.user, 'data-picker');
    const { id } = parse(LeadIdParams, request.params);
    const released = await releaseLead(app.db, request.user, id, app.config.now());
    app.notify.leadReleased(released.pickerId, {
      rentalId: released.rentalId,
      number: released.number,
      reason: 'released',
      message: leadReleasedMessage(released.number, 'released'),
    });
    app.notify.board([released.adminId]);
    return success(operationsApi.release, null);
  });
}
