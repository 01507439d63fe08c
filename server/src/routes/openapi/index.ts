/** The API's description (docs/rules/integrations.md#d15.1): the document under the API's prefix. */
import type { FastifyInstance } from 'fastify';
import openApiJson from './openapi-json';

export default async function openApiRoutes(app: FastifyInstance) {
  await app.register(openApiJson);
}
