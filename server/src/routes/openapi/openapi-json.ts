/**
 * GET /openapi.json: the API's description, OpenAPI 3.1 (docs/rules/integrations.md#d15.1), generated when first asked
 * for and kept: a rarely read document need not cost every start its time and memory.
 */
import type { FastifyInstance } from 'fastify';
import { openapiApi } from '../../../../src/contract';
import { route } from '../../lib/route';

export default async function openApiJson(app: FastifyInstance) {
  let document: string | undefined;
  route(app, openapiApi.document, async (_call, _request, reply) => {
    document ??= JSON.stringify((await import('../../openapi/document')).openApiDocument());
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
