/**
 * The refresh token's cookie (docs/rules/auth.md#d3.6): httpOnly, sent only to the auth calls, SameSite=Strict.
 * With ALLOWED_ORIGINS, a page of another site calls the API cross-site, where a Strict cookie stays
 * home, so the cookie is CROSS_SITE_REFRESH_COOKIE instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../lib/api-prefix';
import type { IssuedRefreshToken } from '../../services/auth/refresh-tokens';

export const REFRESH_COOKIE = 'rl_refresh';

/**
 * SameSite=None, so a page of another site sends it; Secure, without which browsers refuse None
 * (config.ts refuses ALLOWED_ORIGINS on a plain-http PUBLIC_URL); Partitioned, so browsers that block
 * third-party cookies (Safari, the Chromium the e2e suite drives) keep one per embedding site. A name
 * of its own: a browser keeps a partitioned cookie beside an unpartitioned one of the same name and
 * sends both, so a session from before ALLOWED_ORIGINS would shadow the new one.
 */
export const CROSS_SITE_REFRESH_COOKIE = '__Secure-rl_refresh';

function cookieOf(app: FastifyInstance) {
  const path = `${API_PREFIX}/auth`;
  const { allowedOrigins, allowPlainHttpOrigins, publicUrl } = app.config;
  // A plain-http trial (ALLOW_PLAIN_HTTP_ORIGINS) cannot have a Secure cookie: the same-site one
  // reaches pages of the API's own site, the only ones a browser would send a cookie for over http.
  if (allowedOrigins.length === 0 || (allowPlainHttpOrigins && publicUrl.startsWith('http:'))) {
    const secure = publicUrl.startsWith('https:');
    return { name: REFRESH_COOKIE, options: { httpOnly: true, sameSite: 'strict' as const, path, secure } };
  }
  const options = { httpOnly: true, sameSite: 'none' as const, path, secure: true, partitioned: true };
  return { name: CROSS_SITE_REFRESH_COOKIE, options };
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[cookieOf(request.server).name] || undefined;

export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, refresh: IssuedRefreshToken) {
  const { name, options } = cookieOf(app);
  reply.setCookie(name, refresh.token, {
    ...options,
    maxAge: Math.floor(app.config.refreshTokenTtlMs / 1000),
  });
}

export function clearRefreshCookie(app: FastifyInstance, reply: FastifyReply) {
  const { name, options } = cookieOf(app);
  reply.clearCookie(name, options);
}
