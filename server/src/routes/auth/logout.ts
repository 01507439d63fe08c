/**
 * POST /auth/logout: ends the session of the presented refresh cookie; harmless when signed out. A
 * session the provider signed in answers the provider's end-session address too, where the page sends
 * the browser (RP-initiated logout, docs/rules/auth.md, "Single sign-on").
 */
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { providerLogoutUrl } from '../../services/auth/oidc-sessions';
import { revokeRefreshFamilyOf } from '../../services/auth/refresh-tokens';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';

export default async function logoutRoute(app: FastifyInstance) {
  route(app, authApi.logout, async ({ deps }, request, reply) => {
    const token = readRefreshCookie(request);
    const ended = token ? await revokeRefreshFamilyOf(deps, token) : undefined;
    clearRefreshCookie(app, reply);
    const { oidc, publicUrl } = app.config;
    const providerLogout =
      oidc && ended?.viaProvider ? await providerLogoutUrl(oidc, `${publicUrl}/`) : undefined;
    return success(authApi.logout, providerLogout ? { providerLogoutUrl: providerLogout } : null);
  });
}
