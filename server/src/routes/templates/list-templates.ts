/** GET /templates: the templates the caller reads (docs/rules/templates.md#d12.3). */
import type { FastifyInstance } from 'fastify';
import { templatesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listTemplates } from '../../services/templates/list-templates';

export default async function listTemplatesRoute(app: FastifyInstance) {
  route(app, templatesApi.list, async ({ query, user, deps }) =>
    success(templatesApi.list, await listTemplates(deps, user, query)),
  );
}
