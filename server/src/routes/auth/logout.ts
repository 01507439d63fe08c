/** POST /auth/logout: ends the session of the presented refresh cookie; harmless when signed out. */
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { revokeRefreshFamilyOf } from '../../services/auth/refresh-tokens';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';

export default async function logoutRoute(app: FastifyInstance) {
  route(app, authApi.logout, async ({ deps }, request, reply) => {
    const token = readRefreshCookie(request);
    if (token) await revokeRefreshFamilyOf(deps, token);
    clearRefreshCookie(app, reply);
    return success(authApi.logout, null);
  });
}
