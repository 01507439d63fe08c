/**
 * POST /auth/oidc/complete: the page hands its code back, with its key, and gets what a password's
 * sign-in answers (docs/rules/auth.md, "Single sign-on"). The page calls it with fetch, so the refresh
 * cookie is set where the page reads it: on another site's page, in that site's partition
 * (docs/rules/auth.md#d3.6).
 */
import type { FastifyInstance } from 'fastify';
import { oidcApi, TWO_FACTOR_ENROL_PROMPT, TWO_FACTOR_PROMPT } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route, success } from '../../lib/route';
import { completeHandoff } from '../../services/auth/oidc-handoff';
import { flowSettings } from './oidc-settings';
import { sessionData } from './session-answer';

export default async function oidcCompleteRoute(app: FastifyInstance) {
  route(
    app,
    oidcApi.complete,
    async ({ body, deps }, request, reply) => {
      flowSettings(app);
      const signedIn = await completeHandoff(deps, body, {
        ttlMs: app.config.refreshTokenTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      if ('step' in signedIn) {
        const prompt = signedIn.step.twoFactor === 'required' ? TWO_FACTOR_PROMPT : TWO_FACTOR_ENROL_PROMPT;
        return ok(prompt, signedIn.step);
      }
      return success(oidcApi.complete, sessionData(app, reply, signedIn));
    },
    { preHandler: app.limitAttempts() },
  );
}
