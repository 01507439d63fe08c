/**
 * Sign-in (docs/rules/auth.md): email, password with show/hide, the server's failure under the form,
 * and "Sign in with …" when the server has a provider (sso-button.tsx); then, when the account has
 * two-factor or must set it up, the second step in its place.
 */
import { type FormEvent, lazy, Suspense, useEffect } from 'react';
import { useLogin } from '../../api/auth/login';
import { type AuthUser, LoginInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { getConfig } from '../../core/config';
import { useAuth } from '../../core/use-auth';
import { homeOf } from '../../lib/routes';
import { authCatalog } from '../../locales/auth';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { PasswordField } from '../../ui/password-field';
import { RouteLink } from '../../ui/route-link';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { SsoButton, SsoOnly, useSso } from './sso-button';

const EMPTY = { email: '', password: '' };

// Only accounts with two-factor reach it: its code stays out of the login form's first load.
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface LoginEvents {
  'signed-in': { user: AuthUser };
}

export function LoginScreen({ emit }: { emit: Emit<LoginEvents> }) {
  const signedIn = useAuth((s) => s.user);
  const { values, errors, setField, validate } = useContractForm(LoginInput, EMPTY);
  const onSignedIn = (user: AuthUser) => emit('signed-in', { user });
  const mutation = useLogin(onSignedIn);
  const t = useT(authCatalog);
  const sso = useSso(onSignedIn);
  const step = mutation.data ?? sso.step;

  useEffect(() => {
    if (signedIn) getConfig().navigate(homeOf(signedIn));
  }, [signedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(input);
  };

  if (step)
    return (
      <div className="rl-auth-page" part="page">
        <div className="rl-card rl-auth-card">
          <Suspense fallback={<LoadingOverlay label={t('login.signingIn')} />}>
            <SecondStep step={step} onSignedIn={onSignedIn} />
          </Suspense>
        </div>
      </div>
    );

  if (!sso.passwordShown) return <SsoOnly sso={sso} />;

  return (
    <div className="rl-auth-page" part="page">
      <form className="rl-card rl-auth-card rl-stack" onSubmit={submit} noValidate part="form">
        <h1>{t('login.title')}</h1>
        <p className="rl-muted">{t('login.intro')}</p>
        <SsoButton sso={sso} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(v) => setField('email', v)}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(v) => setField('password', v)}
        />
        <div className="rl-actions">
          <RouteLink to="/forget-password">{t('login.forgot')}</RouteLink>
        </div>
        <Button type="submit" variant="primary" block busy={mutation.isPending}>
          {t('login.submit')}
        </Button>
        {mutation.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(mutation.error, t('common.somethingWentWrong'))}
          </p>
        ) : null}
      </form>
      {mutation.isPending || sso.pending ? <LoadingOverlay label={t('login.signingIn')} /> : null}
    </div>
  );
}
