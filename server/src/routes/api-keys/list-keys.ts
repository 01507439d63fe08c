/** GET /apiKeys: the keys of the caller's group, the super-admin's of every group or one (super-admin, admins). */
import type { FastifyInstance } from 'fastify';
import { apiKeysApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listKeys } from '../../services/api-keys/list-keys';

export default async function listKeysRoute(app: FastifyInstance) {
  route(app, apiKeysApi.list, async ({ query, user, deps }) =>
    success(apiKeysApi.list, await listKeys(deps, user, query)),
  );
}
