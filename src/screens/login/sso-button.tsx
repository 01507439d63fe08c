/**
 * Single sign-on on the login (docs/rules/auth.md, "Single sign-on"): "Sign in with …" beside the
 * password form, which hides behind "Super-admin sign-in" when the server says only the super-admin
 * uses it; and, back from the provider, the page's hand-off taken from its hash route (once) and
 * completed, or the refusal the server named shown. No client library: the flow is server redirects.
 */
import { useLayoutEffect, useState } from 'react';
import type { SignedIn } from '../../api/auth/login';
import { startUrl, useCompleteSso, useOidcConfig } from '../../api/auth/oidc';
import { SSO_CODE_PARAM, SSO_ERROR_PARAM, ssoErrorId } from '../../contract/oidc';
import { messageOf } from '../../core/api-error';
import { authCatalog } from '../../locales/auth';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { useT } from '../../ui/use-t';

interface Returned {
  code?: string;
  error?: string;
}

/** What the callback wrote into the hash route (`#/?sso=…` or `#/?ssoError=…`). */
function readReturn(): Returned {
  const { hash } = window.location;
  const at = hash.indexOf('?');
  if (at < 0) return {};
  const params = new URLSearchParams(hash.slice(at + 1));
  return { code: params.get(SSO_CODE_PARAM) ?? undefined, error: params.get(SSO_ERROR_PARAM) ?? undefined };
}

/** A hand-off is used once: a second mount (React's strict mode, a re-render) must not send it again. */
const taken = new Set<string>();

export function useSso(onSignedIn: SignedIn) {
  const config = useOidcConfig();
  const complete = useCompleteSso(onSignedIn);
  const [returned] = useState(readReturn);
  const [fallback, setFallback] = useState(false);
  const { mutate } = complete;

  // A layout effect: the address is clean in the same commit that shows the refusal, never after it.
  useLayoutEffect(() => {
    if (!returned.code && !returned.error) return;
    // The code leaves the address at once, so neither history nor a bookmark keeps it.
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#/`);
    if (returned.code && !taken.has(returned.code)) {
      taken.add(returned.code);
      mutate(returned.code);
    }
  }, [returned, mutate]);

  const t = useT(authCatalog);
  const error = returned.error
    ? t(ssoErrorId(returned.error))
    : complete.isError
      ? messageOf(complete.error, t('sso.failed'))
      : null;
  return {
    config,
    step: complete.data ?? null,
    pending: complete.isPending,
    error,
    passwordShown: !config || config.passwordLogin || fallback,
    showPassword: () => setFallback(true),
  };
}

export type Sso = ReturnType<typeof useSso>;

export function SsoButton({ sso }: { sso: Sso }) {
  const { config, error, passwordShown, showPassword } = sso;
  const t = useT(authCatalog);
  return (
    <div className="rl-stack" part="sso">
      {config?.enabled ? (
        <a className="rl-btn rl-btn--block" href={startUrl()} part="sso-button">
          {t('sso.signInWith', { provider: config.label })}
        </a>
      ) : null}
      {error ? (
        <p className="rl-error" role="alert">
          {error}
        </p>
      ) : null}
      {passwordShown ? null : (
        <button type="button" className="rl-btn rl-btn--ghost" onClick={showPassword}>
          {t('sso.superAdmin')}
        </button>
      )}
    </div>
  );
}

/** The login when the password form is the super-admin's only: the provider's button first. */
export function SsoOnly({ sso }: { sso: Sso }) {
  const t = useT(authCatalog);
  return (
    <div className="rl-auth-page" part="page">
      <div className="rl-card rl-auth-card rl-stack" part="form">
        <h1>{t('login.title')}</h1>
        <p className="rl-muted">{t('login.intro')}</p>
        <SsoButton sso={sso} />
      </div>
      {sso.pending ? <LoadingOverlay label={t('login.signingIn')} /> : null}
    </div>
  );
}
