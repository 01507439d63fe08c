/** POST /rental/corrections/:id: a picker's proposed correction of the lead it holds or held (docs/rules/leads.md#d5.21). */
import type { FastifyInstance } from 'fastify';
import { leadCorrectionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { proposeCorrection } from '../../services/leads/propose-correction';

export default async function proposeCorrectionRoute(app: FastifyInstance) {
  route(app, leadCorrectionsApi.propose, async ({ params, body, user, deps }) =>
    success(
      leadCorrectionsApi.propose,
      await proposeCorrection(deps, user, params.id, body, app.config.phoneCountry),
    ),
  );
}
