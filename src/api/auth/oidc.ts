/**
 * Single sign-on (docs/rules/auth.md, "Single sign-on"): what the login shows (`GET /auth/oidc/config`),
 * where its button leads (with this browser's page key), and the hand-off the page completes after the
 * provider (POST /auth/oidc/complete, with the same key), stored as a password's sign-in is, or the
 * second step when one follows.
 */
import { useEffect, useState } from 'react';
import { oidcApi } from '../../contract/endpoints/oidc';
import type { OidcConfigAnswer } from '../../contract/oidc';
import type { TwoFactorStep } from '../../contract/two-factor';
import { call } from '../../core/api-client';
import { isApiError } from '../../core/api-error';
import { authStore } from '../../core/auth-store';
import { configInUse } from '../../core/config';
import { keepSession, type SignedIn } from './login';
import { useCall } from './use-call';

/**
 * The sign-in options, asked once a page (the login has no query cache: ./use-call.ts) and kept until
 * a signed-in user's session ends, since an admin may have changed them meanwhile. A failed ask is
 * asked again at the next mount.
 */
let loaded: OidcConfigAnswer | undefined;
let loading: Promise<OidcConfigAnswer> | undefined;

/** A network failure or a server error is tried twice more, 1 s then 2 s later, as the page's queries are. */
async function askConfig(): Promise<OidcConfigAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await call(oidcApi.config, { authorization: false })).data;
    } catch (error) {
      const refused = isApiError(error) && error.status !== null && error.status < 500;
      if (refused || attempt === 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

function loadOidcConfig(): Promise<OidcConfigAnswer> {
  if (loading) return loading;
  const asked = askConfig().then(
    (config) => {
      if (loading === asked) loaded = config;
      return config;
    },
    (error: unknown) => {
      if (loading === asked) loading = undefined;
      throw error;
    },
  );
  loading = asked;
  return asked;
}

/** Forgets the sign-in options, so the next login asks the server again: at sign-out, and between stories. */
export function forgetOidcConfig(): void {
  loaded = undefined;
  loading = undefined;
}

// Here rather than in ./logout.ts, so the elements that sign out do not load the login's calls.
authStore.subscribe((state, previous) => {
  if (previous.user && !state.user) forgetOidcConfig();
});

/** The sign-in options, or undefined while they load or when the server could not say. */
export function useOidcConfig(): OidcConfigAnswer | undefined {
  const [config, setConfig] = useState(() => loaded);
  useEffect(() => {
    let live = true;
    loadOidcConfig().then(
      (answer) => live && setConfig(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Where this browser keeps the key of the sign-in its pages start through the provider. */
export const SSO_PAGE_KEY = 'rl-sso-page-key';

const newPageKey = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The key this browser's pages start a sign-in with and complete its hand-off with
 * (docs/rules/auth.md#sso): made once, kept in local storage, so the page the provider sends back to
 * (in this tab or another) has it, and a hand-off sent to another browser completes nothing there.
 * Where the page may not use storage, a key of the moment: that sign-in then fails.
 */
function pageKey(): string {
  try {
    const kept = localStorage.getItem(SSO_PAGE_KEY);
    if (kept) return kept;
    const made = newPageKey();
    localStorage.setItem(SSO_PAGE_KEY, made);
    return made;
  } catch {
    return newPageKey();
  }
}

/** The key kept by this browser, or null when none of its pages started a sign-in (or storage is off). */
function keptPageKey(): string | null {
  try {
    return localStorage.getItem(SSO_PAGE_KEY);
  } catch {
    return null;
  }
}

/** The provider's way in, coming back to this page (its hash route is the server's to write). */
export function startUrl(): string {
  const back = `${window.location.origin}${window.location.pathname}${window.location.search}`;
  const query = new URLSearchParams({ returnTo: back, pageKey: pageKey() });
  return `${configInUse().apiBase}${oidcApi.start.path}?${query}`;
}

export async function completeSso(code: string, onSignedIn?: SignedIn): Promise<TwoFactorStep | null> {
  const key = keptPageKey();
  // This browser started no sign-in: the hand-off in its address is someone else's, and is not sent.
  if (!key) throw new Error('No sign-in was started in this browser');
  const answer = await call(oidcApi.complete, {
    body: { code, pageKey: key },
    noRefresh: true,
    authorization: false,
  });
  // Used: the next sign-in starts with a new key.
  localStorage.removeItem(SSO_PAGE_KEY);
  if ('twoFactor' in answer.data) return answer.data;
  keepSession(answer.data, onSignedIn);
  return null;
}

export const useCompleteSso = (onSignedIn?: SignedIn) =>
  useCall((code: string) => completeSso(code, onSignedIn));
