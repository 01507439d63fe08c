/** GET /openapi.json: the API's description, OpenAPI 3.1, generated at start (docs/rules/integrations.md#d15.1). */
import type { FastifyInstance } from 'fastify';
import { openapiApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { openApiDocument } from '../../openapi/document';

export default async function openApiJson(app: FastifyInstance) {
  const document = JSON.stringify(openApiDocument());
  route(app, openapiApi.document, async (_call, _request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
}
