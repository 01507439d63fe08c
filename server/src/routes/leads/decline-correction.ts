/** PATCH /rental/corrections/:id/decline: the creator declines a picker's proposal (docs/rules/leads.md#d5.21). */
import type { FastifyInstance } from 'fastify';
import { leadCorrectionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { declineCorrection } from '../../services/leads/decide-correction';

export default async function declineCorrectionRoute(app: FastifyInstance) {
  route(app, leadCorrectionsApi.decline, async ({ params, user, deps }) =>
    success(leadCorrectionsApi.decline, await declineCorrection(deps, user, params.id)),
  );
}
