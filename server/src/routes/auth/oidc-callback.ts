/**
 * GET /auth/oidc/callback: the provider sends the browser back here; the answer is verified and the
 * browser goes back to its page with a hand-off code, or with why it was refused, never a 500
 * (docs/rules/auth.md, "Single sign-on").
 */
import type { FastifyInstance } from 'fastify';
import { oidcApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { finishFlow } from '../../services/auth/oidc-flow';
import { backToPage, flowSettings, returnToOf, takeFlowCookie } from './oidc-settings';

export default async function oidcCallbackRoute(app: FastifyInstance) {
  route(
    app,
    oidcApi.callback,
    async ({ deps }, request, reply) => {
      const settings = flowSettings(app);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const browser = takeFlowCookie(request, reply);
      const finished = await finishFlow(deps, settings, { search, browser, ip: request.ip });
      const returnTo = finished.returnTo ?? returnToOf(app, undefined);
      const outcome = finished.ok ? { code: finished.code } : { error: finished.error };
      return reply.redirect(backToPage(returnTo, outcome), 303);
    },
    { preHandler: app.limitAttempts() },
  );
}
