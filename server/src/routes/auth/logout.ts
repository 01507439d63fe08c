/** POST /auth/logout: ends the session of the presented refresh cookie; harmless when signed out. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { revokeRefreshFamilyOf } from '../../services/auth/refresh-tokens';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';

export default async function logout(app: FastifyInstance) {
  app.post('/auth/logout', { config: { roles: 'public' } }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (token) await revokeRefreshFamilyOf(app.db, token, app.config.now());
    clearRefreshCookie(app, reply);
    return ok('Logged out successfully', null);
  });
}
