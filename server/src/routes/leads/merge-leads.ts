/** POST /rental/merge: an admin's two leads made one, the older kept (docs/rules/leads.md#d5.15). */
import type { FastifyInstance } from 'fastify';
import { leadMergeApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { mergeLeads } from '../../services/leads/merge-leads';

export default async function mergeLeadsRoute(app: FastifyInstance) {
  route(app, leadMergeApi.merge, async ({ body, user, deps }) =>
    success(leadMergeApi.merge, await mergeLeads(deps, user, body, app.config.phoneCountry)),
  );
}
