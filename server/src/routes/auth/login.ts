/**
 * POST /auth/login: checks the credentials, answers an access token and sets the refresh cookie; or,
 * when a second factor follows, the ticket for POST /auth/login/code (docs/rules/auth.md, "Two-factor").
 */
import type { FastifyInstance } from 'fastify';
import {
  authApi,
  english,
  INVALID_CREDENTIALS,
  SIGN_IN_REFUSED,
  TWO_FACTOR_ENROL_PROMPT,
  TWO_FACTOR_PROMPT,
} from '../../../../src/contract';
import { refusalsCatalog } from '../../../../src/locales/refusals';
import { ok } from '../../lib/envelope';
import { forbidden, saying, unauthorized } from '../../lib/http-error';
import { route, success } from '../../lib/route';
import { signIn } from '../../services/auth/sign-in';
import { sessionData } from './session-answer';

export default async function loginRoute(app: FastifyInstance) {
  route(
    app,
    authApi.login,
    async ({ body, deps }, request, reply) => {
      // Behind a proxy, the client's own address when TRUST_PROXY says which hops to believe.
      const signedIn = await signIn(deps, body, {
        ttlMs: app.config.refreshTokenTtlMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        passwordLogin: app.config.passwordLogin,
      });
      if (!signedIn.ok)
        throw signedIn.passwordOff
          ? passwordLoginOff(app.config.oidc?.label ?? '')
          : unauthorized(INVALID_CREDENTIALS, SIGN_IN_REFUSED);
      if ('step' in signedIn) {
        const prompt = signedIn.step.twoFactor === 'required' ? TWO_FACTOR_PROMPT : TWO_FACTOR_ENROL_PROMPT;
        return ok(prompt, signedIn.step);
      }
      return success(authApi.login, sessionData(app, reply, signedIn));
    },
    { preHandler: app.limitAttempts() },
  );
}

/** The 403 of the password form for anyone but the super-admin when OIDC_PASSWORD_LOGIN=off. */
function passwordLoginOff(provider: string) {
  const text = { id: 'sso.passwordOff', values: { provider } };
  return saying(forbidden(english(refusalsCatalog, text.id, text.values)), text);
}
