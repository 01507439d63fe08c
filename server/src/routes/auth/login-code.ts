/** POST /auth/login/code: the second step of sign-in, a ticket and a code or a recovery code (docs/rules/auth.md, "Two-factor"). */
import type { FastifyInstance } from 'fastify';
import { twoFactorApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { completeSecondStep } from '../../services/auth/second-step';
import { readRefreshCookie } from './refresh-cookie';
import { sessionData } from './session-answer';

export default async function loginCodeRoute(app: FastifyInstance) {
  route(
    app,
    twoFactorApi.loginCode,
    async ({ body, deps }, request, reply) => {
      const started = await completeSecondStep(deps, body, {
        ttlMs: app.config.refreshTokenTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        max: app.config.rateLimitMax,
        windowMs: app.config.rateLimitWindowMs,
        refreshToken: readRefreshCookie(request),
      });
      const { recoveryCodes } = started;
      return success(twoFactorApi.loginCode, {
        ...sessionData(app, reply, started),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      });
    },
    // Per address as sign-in; wrong codes are limited per user and address, per ticket and per account besides.
    { preHandler: app.limitAttempts() },
  );
}
