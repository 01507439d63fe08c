/** POST /templates: a new template in the caller's group, or the one the super-admin names (docs/rules/templates.md#d12.2). */
import type { FastifyInstance } from 'fastify';
import { templatesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createTemplate } from '../../services/templates/create-template';

export default async function createTemplateRoute(app: FastifyInstance) {
  route(app, templatesApi.create, async ({ body, user, deps }, _request, reply) =>
    reply.code(201).send(success(templatesApi.create, await createTemplate(deps, user, body))),
  );
}
