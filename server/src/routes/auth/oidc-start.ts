/**
 * GET /auth/oidc/start?returnTo=…&pageKey=…: a browser navigation; keeps the flow with the page's key,
 * sets the browser's flow cookie and sends the browser to the provider (docs/rules/auth.md, "Single
 * sign-on"). An unreachable provider sends it back to the login with 'Sign-in failed, please try again'.
 */
import type { FastifyInstance } from 'fastify';
import { oidcApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { startFlow } from '../../services/auth/oidc-flow';
import { backToPage, flowSettings, returnToOf, setFlowCookie } from './oidc-settings';

export default async function oidcStartRoute(app: FastifyInstance) {
  route(
    app,
    oidcApi.start,
    async ({ query, deps }, request, reply) => {
      const settings = flowSettings(app);
      const returnTo = returnToOf(app, query.returnTo);
      let started: Awaited<ReturnType<typeof startFlow>>;
      try {
        started = await startFlow(deps, settings, { returnTo, pageKey: query.pageKey });
      } catch (error) {
        request.log.warn({ err: error }, 'the OpenID provider could not be reached');
        return reply.redirect(backToPage(returnTo, { error: 'failed' }), 303);
      }
      setFlowCookie(app, reply, started.browser);
      return reply.redirect(started.url.toString(), 303);
    },
    { preHandler: app.limitAttempts() },
  );
}
