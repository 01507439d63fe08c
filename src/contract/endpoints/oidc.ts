/**
 * Sign-in through an OpenID provider (docs/rules/auth.md, "Single sign-on"), all public. `start` and
 * `callback` are browser navigations answered by redirects; `backchannelLogout` is the provider's call.
 */
import { answer, endpoint } from '../endpoint';
import { OidcCompleteInput, type OidcConfigAnswer, OidcStartQuery } from '../oidc';
import type { LoginAnswer } from '../two-factor';

export const oidcApi = {
  config: endpoint({
    method: 'GET',
    path: '/auth/oidc/config',
    roles: 'public',
    output: answer<OidcConfigAnswer>(),
    success: 'Sign-in options',
  }),
  start: endpoint({
    method: 'GET',
    path: '/auth/oidc/start',
    roles: 'public',
    query: OidcStartQuery,
    output: answer<never>(),
  }),
  callback: endpoint({
    method: 'GET',
    path: '/auth/oidc/callback',
    roles: 'public',
    output: answer<never>(),
  }),
  complete: endpoint({
    method: 'POST',
    path: '/auth/oidc/complete',
    roles: 'public',
    body: OidcCompleteInput,
    output: answer<LoginAnswer>(),
    success: 'Logged in successfully',
  }),
  backchannelLogout: endpoint({
    method: 'POST',
    path: '/auth/oidc/backchannel-logout',
    roles: 'public',
    output: answer<{ ended: number }>(),
    success: 'Logged out',
  }),
};
