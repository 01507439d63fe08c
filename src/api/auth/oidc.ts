/**
 * Single sign-on (docs/rules/auth.md, "Single sign-on"): what the login shows (`GET /auth/oidc/config`),
 * where its button leads, and the hand-off the page completes after the provider (POST
 * /auth/oidc/complete), stored as a password's sign-in is, or the second step when one follows.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { oidcApi } from '../../contract/endpoints/oidc';
import type { TwoFactorStep } from '../../contract/two-factor';
import { call } from '../../core/api-client';
import { configInUse } from '../../core/config';
import { keepSession, type SignedIn } from './login';

export const oidcConfigQuery = () =>
  queryOptions({
    queryKey: ['auth', 'oidc-config'] as const,
    queryFn: ({ signal }) => call(oidcApi.config, { signal, authorization: false }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useOidcConfig = () => useQuery(oidcConfigQuery());

/** The provider's way in, coming back to this page (its hash route is the server's to write). */
export function startUrl(): string {
  const back = `${window.location.origin}${window.location.pathname}${window.location.search}`;
  return `${configInUse().apiBase}${oidcApi.start.path}?returnTo=${encodeURIComponent(back)}`;
}

export async function completeSso(code: string, onSignedIn?: SignedIn): Promise<TwoFactorStep | null> {
  const answer = await call(oidcApi.complete, { body: { code }, noRefresh: true, authorization: false });
  if ('twoFactor' in answer.data) return answer.data;
  keepSession(answer.data, onSignedIn);
  return null;
}

export const useCompleteSso = (onSignedIn?: SignedIn) =>
  useMutation({ mutationFn: (code: string) => completeSso(code, onSignedIn) });
