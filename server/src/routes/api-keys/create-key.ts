/** POST /apiKeys: a key for a group, its secret answered this once (super-admin, admins for their own group). */
import type { FastifyInstance } from 'fastify';
import { apiKeysApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { createKey } from '../../services/api-keys/create-key';

export default async function createKeyRoute(app: FastifyInstance) {
  route(app, apiKeysApi.create, async ({ body, user, deps }) =>
    success(apiKeysApi.create, await createKey(deps, user, body)),
  );
}
