/**
 * POST /auth/oidc/backchannel-logout: the provider's logout token (a form field, `logout_token`) ends
 * the sessions of its provider session on every process (docs/rules/auth.md, "Single sign-on").
 */
import type { FastifyInstance } from 'fastify';
import { oidcApi } from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { backchannelLogout } from '../../services/auth/oidc-sessions';
import { flowSettings } from './oidc-settings';

const INVALID_LOGOUT_TOKEN = 'The logout token is not valid';

export default async function oidcBackchannelLogoutRoute(app: FastifyInstance) {
  // OpenID Back-Channel Logout 1.0 posts a form; this plugin's scope alone reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  route(app, oidcApi.backchannelLogout, async ({ deps }, request) => {
    const { oidc } = flowSettings(app);
    const token = request.body instanceof URLSearchParams ? request.body.get('logout_token') : null;
    const ended = token ? await backchannelLogout(deps, oidc, token) : undefined;
    if (ended === undefined) throw badRequest(INVALID_LOGOUT_TOKEN);
    return success(oidcApi.backchannelLogout, { ended });
  });
}
