/** PATCH /templates/:id: a template's new name and text (docs/rules/templates.md#d12.2). */
import type { FastifyInstance } from 'fastify';
import { templatesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { updateTemplate } from '../../services/templates/change-template';

export default async function updateTemplateRoute(app: FastifyInstance) {
  route(app, templatesApi.update, async ({ params, body, user, deps }) =>
    success(templatesApi.update, await updateTemplate(deps, user, params.id, body)),
  );
}
