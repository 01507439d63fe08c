/** DELETE /templates/:id: removes a template (docs/rules/templates.md#d12.2); the audit trail keeps its last text. */
import type { FastifyInstance } from 'fastify';
import { templatesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { deleteTemplate } from '../../services/templates/change-template';

export default async function deleteTemplateRoute(app: FastifyInstance) {
  route(app, templatesApi.remove, async ({ params, user, deps }) => {
    await deleteTemplate(deps, user, params.id);
    return success(templatesApi.remove, null);
  });
}
