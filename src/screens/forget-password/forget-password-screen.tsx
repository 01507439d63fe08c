/** Password recovery (docs/rules/auth.md): one email field; the same answer for every address. */
import { type FormEvent, useState } from 'react';
import { useForgetPassword } from '../../api/auth/forget-password';
import { ForgetPasswordInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { dismissToast, toastError, toastLoading, toastSuccess } from '../../core/toaster';
import { authCatalog } from '../../locales/auth';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { Emphasis } from '../../ui/emphasis';
import { RouteLink } from '../../ui/route-link';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

const EMPTY = { email: '' };

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ForgetPasswordEvents {
  'reset-link-sent': { email: string };
}

export function ForgetPasswordScreen({ emit }: { emit: Emit<ForgetPasswordEvents> }) {
  const { values, errors, setField, validate } = useContractForm(ForgetPasswordInput, EMPTY);
  const mutation = useForgetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useT(authCatalog);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const toastId = toastLoading(t('forgot.sending'));
    mutation.mutate(input, {
      onSuccess: () => {
        toastSuccess(t('forgot.sent'));
        setSentTo(input.email);
        emit('reset-link-sent', { email: input.email });
      },
      onError: (error) => toastError(messageOf(error, t('common.somethingWentWrong'))),
      onSettled: () => dismissToast(toastId),
    });
  };

  return (
    <div className="rl-auth-page" part="page">
      <form className="rl-card rl-auth-card rl-stack" onSubmit={submit} noValidate part="form">
        <h1>{t('forgot.title')}</h1>
        {sentTo ? (
          <p role="status">
            {t('forgot.sent')} <Emphasis text={t('forgot.sentDetail', { email: sentTo })} />
          </p>
        ) : (
          <p className="rl-muted">{t('forgot.intro')}</p>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(v) => setField('email', v)}
        />
        <Button type="submit" variant="primary" block busy={mutation.isPending}>
          {mutation.isPending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
        <RouteLink to="/">{t('common.backToLogin')}</RouteLink>
      </form>
    </div>
  );
}
