/** PATCH /rental/corrections/:id/accept: the creator applies a picker's proposal (docs/rules/leads.md#d5.21). */
import type { FastifyInstance } from 'fastify';
import { leadCorrectionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { acceptCorrection } from '../../services/leads/decide-correction';

export default async function acceptCorrectionRoute(app: FastifyInstance) {
  route(app, leadCorrectionsApi.accept, async ({ params, body, user, deps }) =>
    success(leadCorrectionsApi.accept, await acceptCorrection(deps, user, params.id, body)),
  );
}
