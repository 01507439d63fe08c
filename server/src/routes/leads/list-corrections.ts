/** GET /rental/corrections: the pending proposals on the creator's leads (docs/rules/leads.md#d5.21). */
import type { FastifyInstance } from 'fastify';
import { leadCorrectionsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listCorrections } from '../../services/leads/list-corrections';

export default async function listCorrectionsRoute(app: FastifyInstance) {
  route(app, leadCorrectionsApi.proposals, async ({ user, deps }) =>
    success(leadCorrectionsApi.proposals, await listCorrections(deps, user)),
  );
}
