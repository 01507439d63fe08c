/** The API keys' routes (docs/rules/integrations.md#d15.3): the list, a new key and a revocation. */
import type { FastifyInstance } from 'fastify';
import createKey from './create-key';
import listKeys from './list-keys';
import revokeKey from './revoke-key';

export default async function apiKeyRoutes(app: FastifyInstance) {
  for (const route of [listKeys, createKey, revokeKey]) await app.register(route);
}
