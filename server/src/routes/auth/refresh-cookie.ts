/** The refresh token's cookie (rule D3): httpOnly, SameSite=Strict, sent only to the auth calls. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../lib/api-prefix';
import type { IssuedRefreshToken } from '../../services/auth/refresh-tokens';

export const REFRESH_COOKIE = 'rl_refresh';

const options = (app: FastifyInstance) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: `${API_PREFIX}/auth`,
  secure: app.config.publicUrl.startsWith('https:'),
});

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;

export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, refresh: IssuedRefreshToken) {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    ...options(app),
    maxAge: Math.floor(app.config.refreshTokenTtlMs / 1000),
  });
}

export function clearRefreshCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, options(app));
}
