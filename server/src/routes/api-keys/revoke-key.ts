/** DELETE /apiKeys/:id: a key revoked at once (super-admin, admins for their own group). */
import type { FastifyInstance } from 'fastify';
import { apiKeysApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { revokeKey } from '../../services/api-keys/revoke-key';

export default async function revokeKeyRoute(app: FastifyInstance) {
  route(app, apiKeysApi.revoke, async ({ params, user, deps }) =>
    success(apiKeysApi.revoke, await revokeKey(deps, user, params.id)),
  );
}
