/**
 * What the provider's routes share (docs/rules/auth.md, "Single sign-on"): the provider's settings or
 * a 404 when none is set, the browser's flow cookie, and where the browser may be sent back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSO_CODE_PARAM, SSO_ERROR_PARAM, type SsoError } from '../../../../src/contract';
import { API_PREFIX } from '../../lib/api-prefix';
import { notFound } from '../../lib/http-error';
import type { FlowSettings } from '../../services/auth/oidc-flow';

export const SSO_OFF = 'Single sign-on is not set up';

export function flowSettings(app: FastifyInstance): FlowSettings {
  const { oidc, publicUrl } = app.config;
  if (!oidc) throw notFound(SSO_OFF);
  return { oidc, publicUrl };
}

const FLOW_COOKIE = 'rl_oidc';
const FLOW_COOKIE_MAX_AGE_S = 600;

/**
 * Binds a flow to the browser that started it, so a callback address sent to someone else signs
 * nobody in (login CSRF). Lax: the provider's redirect back is a top-level navigation, which sends it.
 */
export function setFlowCookie(app: FastifyInstance, reply: FastifyReply, value: string) {
  reply.setCookie(FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
    path: `${API_PREFIX}/auth/oidc`,
    maxAge: FLOW_COOKIE_MAX_AGE_S,
  });
}

export function takeFlowCookie(request: FastifyRequest, reply: FastifyReply) {
  const value = request.cookies[FLOW_COOKIE] || undefined;
  reply.clearCookie(FLOW_COOKIE, { path: `${API_PREFIX}/auth/oidc` });
  return value;
}

/**
 * The page to come back to: the host page's own origin or one of ALLOWED_ORIGINS, without its hash
 * (the callback writes the hash route); anything else, or nothing, is the host page.
 */
export function returnToOf(app: FastifyInstance, asked: string | undefined): string {
  const home = `${app.config.publicUrl}/`;
  if (!asked || !URL.canParse(asked)) return home;
  const url = new URL(asked);
  const origins = [new URL(app.config.publicUrl).origin, ...app.config.allowedOrigins];
  if (!origins.includes(url.origin)) return home;
  url.hash = '';
  return url.toString();
}

/** The page again, its hash route the login with the hand-off or the refusal (`#/?sso=…`, `#/?ssoError=…`). */
export function backToPage(returnTo: string, outcome: { code: string } | { error: SsoError }) {
  const param =
    'code' in outcome ? `${SSO_CODE_PARAM}=${outcome.code}` : `${SSO_ERROR_PARAM}=${outcome.error}`;
  return `${returnTo}#/?${param}`;
}
