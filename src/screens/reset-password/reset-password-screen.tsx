/**
 * Setting a new password from the mailed link (docs/rules/auth.md). The email and token come from
 * the element's attributes or, when absent, from the link's query string.
 */
import { type FormEvent, useMemo } from 'react';
import { useResetPassword } from '../../api/auth/reset-password';
import { ResetPasswordInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { getConfig } from '../../core/config';
import { dismissToast, toastError, toastLoading, toastSuccess } from '../../core/toaster';
import { routeParams } from '../../lib/location';
import { authCatalog } from '../../locales/auth';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { Emphasis } from '../../ui/emphasis';
import { PasswordField } from '../../ui/password-field';
import { RouteLink } from '../../ui/route-link';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ResetPasswordEvents {
  'password-reset': { email: string };
}

export interface ResetPasswordProps {
  email?: string;
  token?: string;
  emit: Emit<ResetPasswordEvents>;
}

export function ResetPasswordScreen({ email, token, emit }: ResetPasswordProps) {
  const link = useMemo(() => {
    const params = routeParams();
    return { email: email || params.get('email') || '', token: token || params.get('token') || '' };
  }, [email, token]);
  const { values, errors, setField, validate } = useContractForm(ResetPasswordInput, {
    email: link.email,
    newPassword: '',
  });
  const mutation = useResetPassword();
  const linkValid = link.email !== '' && link.token !== '';
  const t = useT(authCatalog);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const toastId = toastLoading(t('reset.resetting'));
    mutation.mutate(
      { ...input, token: link.token },
      {
        onSuccess: () => {
          toastSuccess(t('reset.done'));
          emit('password-reset', { email: input.email });
          getConfig().navigate('/');
        },
        onError: (error) => toastError(messageOf(error, t('common.somethingWentWrong'))),
        onSettled: () => dismissToast(toastId),
      },
    );
  };

  return (
    <div className="rl-auth-page" part="page">
      <form className="rl-card rl-auth-card rl-stack" onSubmit={submit} noValidate part="form">
        <h1>{t('reset.title')}</h1>
        {linkValid ? (
          <>
            <p className="rl-muted">
              <Emphasis text={t('reset.choose', { email: link.email })} />
            </p>
            <PasswordField
              label={t('reset.newPassword')}
              autoComplete="new-password"
              value={values.newPassword}
              error={errors.newPassword}
              onChange={(v) => setField('newPassword', v)}
            />
            <Button type="submit" variant="primary" block busy={mutation.isPending}>
              {mutation.isPending ? t('reset.resetting') : t('reset.submit')}
            </Button>
          </>
        ) : (
          <p className="rl-error" role="alert">
            {t('reset.invalidLink')}
          </p>
        )}
        <RouteLink to="/">{t('common.backToLogin')}</RouteLink>
      </form>
    </div>
  );
}
