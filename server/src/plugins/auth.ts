/**
 * Access tokens, API keys and route authorisation: every API route declares `config.roles` ('public' or
 * the roles allowed), and one hook enforces it before the body is even read. A request with
 * `X-Api-Key` is let through by the route's `apiKeyScope` instead (docs/rules/integrations.md#d15.4).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Access,
  API_KEY_HEADER,
  API_KEY_INVALID,
  API_KEY_NOT_ALLOWED,
  API_KEY_SCOPE_MISSING,
  type ApiKeyScope,
  SESSION_EXPIRED,
} from '../../../src/contract';
import type { UserRow } from '../db/schema';
import { API_PREFIX } from '../lib/api-prefix';
import type { AccessClaims, SessionUser, VerifiedClaims } from '../lib/caller';
import { forbidden, unauthorized } from '../lib/http-error';
import { keyCaller } from '../services/api-keys/key-caller';
import { findActiveUserById } from '../services/auth/find-user';
import { issuedBeforePasswordChange } from '../services/auth/password-changed';
import { getOrCreateSecret } from '../services/auth/server-secret';
import { sessionEnded } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: Access;
    /** The scope an API key needs for the route; none: no key may call it. */
    apiKeyScope?: ApiKeyScope;
    /**
     * The route's own statement checks that the account is still active and that no password reset
     * ended the token since its `iat` (the picker's claim and finish, the busiest calls): the hook then
     * checks only the token and its role, and the request carries `claims` instead of a loaded `user`.
     */
    accountCheckedByRoute?: true;
  }
  interface FastifyRequest {
    claims: VerifiedClaims;
  }
  interface FastifyInstance {
    /** A token for `user`; login and refresh name its session, a bench's or a test's may not. */
    signAccessToken(user: UserRow, sessionId?: string): string;
    /** The user an access token belongs to, still active; a 401 HttpError otherwise (the socket uses it too). */
    authenticate(token: string | undefined): Promise<SessionUser>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: SessionUser;
  }
}

const PLEASE_LOG_IN = 'Please log in';

/** Clients send the raw token (docs/rules/auth.md); a "Bearer " prefix from a generic client is tolerated. */
export const tokenFrom = (request: FastifyRequest): string | undefined =>
  request.headers.authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;

async function auth(app: FastifyInstance) {
  const { jwtSecret, jwtSecretPrevious } = app.config;
  // JWT_SECRET, when set, replaces the database's secret: that one is then neither read nor created.
  const secret = jwtSecret ?? (await getOrCreateSecret(app.db, 'jwt'));
  // @fastify/jwt reads a numeric expiresIn as seconds.
  await app.register(fastifyJwt, { secret, sign: { expiresIn: app.config.accessTokenTtlMs / 1000 } });
  const clock = () => ({ clockTimestamp: app.config.now().getTime() });
  // A rotation's grace (docs/decisions.md#p78): @fastify/jwt's verify option `key` overrides the registered secret, so a token
  // the previous secret signed still verifies until it expires; new tokens are signed with the current.
  // (`{}` has no `key` at all: an undefined one would be copied over the registered secret.)
  const keys: { key?: string }[] = jwtSecretPrevious ? [{}, { key: jwtSecretPrevious }] : [{}];

  app.decorate('signAccessToken', (user: UserRow, sessionId?: string) =>
    app.jwt.sign(
      { _id: user.id, role: user.role, email: user.email, ...(sessionId && { sid: sessionId }) },
      clock(),
    ),
  );

  function verify(token: string | undefined): VerifiedClaims {
    if (!token) throw unauthorized(PLEASE_LOG_IN);
    for (const key of keys) {
      try {
        return app.jwt.verify<VerifiedClaims>(token, { ...clock(), ...key });
      } catch {
        // Expired, forged or signed with another key: the next key, or the refusal below.
      }
    }
    throw unauthorized(SESSION_EXPIRED);
  }

  async function authenticate(token: string | undefined): Promise<SessionUser> {
    const claims = verify(token);
    const [user, ended] = await Promise.all([
      findActiveUserById(app.db, claims._id),
      claims.sid ? sessionEnded(app.db, claims.sid) : false,
    ]);
    // A deleted account, a reset password and an ended session end the token at once, with an
    // expired token's answer.
    if (!user || ended || issuedBeforePasswordChange(claims.iat, user.passwordChangedAt))
      throw unauthorized(SESSION_EXPIRED);
    const { id, role, email, name, assignFor, adminId, teamLeaderId, canBulkUpload, language } = user;
    const sessionId = claims.sid ?? null;
    return {
      _id: id,
      ...{ role, email, name, assignFor, adminId, teamLeaderId, canBulkUpload, language },
      sessionId,
    };
  }
  app.decorate('authenticate', authenticate);

  // A route that forgets to declare its roles fails at start-up instead of being open by accident.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX) && route.config?.roles === undefined) {
      throw new Error(`${route.method} ${route.url} must declare config.roles`);
    }
  });

  /**
   * The caller an API key stands for. Its scope replaces the route's roles, the only check it skips:
   * the route's own scope checks run with the key's caller, its group's admin (docs/rules/integrations.md#d15.4).
   */
  async function keyUser(request: FastifyRequest, secret: unknown): Promise<SessionUser> {
    const user =
      typeof secret === 'string' ? await keyCaller(app.db, secret.trim(), app.config.now()) : undefined;
    if (!user?.apiKey) throw unauthorized(API_KEY_INVALID);
    const scope = request.routeOptions.config.apiKeyScope;
    if (!scope) throw forbidden(API_KEY_NOT_ALLOWED);
    if (!user.apiKey.scopes.includes(scope)) throw forbidden(API_KEY_SCOPE_MISSING);
    await app.limitApiKey(request, user.apiKey.id);
    return user;
  }

  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (roles === undefined || roles === 'public') return;
    const secret = request.headers[API_KEY_HEADER];
    if (secret !== undefined) {
      request.user = await keyUser(request, secret);
      return;
    }
    if (request.routeOptions.config.accountCheckedByRoute) {
      const claims = verify(tokenFrom(request));
      if (!roles.includes(claims.role)) throw forbidden();
      // The route's statement checks the deletion and the reset, with the token's `iat` (docs/decisions.md#p29).
      request.claims = claims;
      return;
    }
    request.user = await authenticate(tokenFrom(request));
    if (!roles.includes(request.user.role)) throw forbidden();
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db', 'rate-limit'] });
