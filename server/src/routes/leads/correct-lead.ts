/** PATCH /rental/correct/:id: a lead's fields corrected (docs/rules/leads.md#d5.21). */
import type { FastifyInstance } from 'fastify';
import { leadCorrectionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { correctLead } from '../../services/leads/correct-lead';

export default async function correctLeadRoute(app: FastifyInstance) {
  route(app, leadCorrectionsApi.correct, async ({ params, body, user, deps }) =>
    success(
      leadCorrectionsApi.correct,
      await correctLead(deps, user, params.id, body, app.config.phoneCountry),
    ),
  );
}
