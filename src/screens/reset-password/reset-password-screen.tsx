/**
 * Setting a new password from the mailed link (docs/rules/auth.md). The email and token come from
 * the element's attributes or, when absent, from the link's query string.
 */
import { type FormEvent, useMemo } from 'react';
import { useResetPassword } from '../../api/auth/reset-password';
import { INVALID_RESET_LINK, ResetPasswordInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { getConfig } from '../../core/config';
import { dismissToast, toastError, toastLoading, toastSuccess } from '../../core/toaster';
import { routeParams } from '../../lib/location';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { PasswordField } from '../../ui/password-field';
import { RouteLink } from '../../ui/route-link';
import { useContractForm } from '../../ui/use-contract-form';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ResetPasswordEvents {
  'password-reset': { email: string };
}

export interface ResetPasswordProps {
  email?: string;
  token?: string;
  emit: Emit<ResetPasswordEvents>;
}

export const PASSWORD_RESET_DONE = 'Password reset successfully!';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const toastId = toastLoading('Resetting...');
    mutation.mutate(
      { ...input, token: link.token },
      {
        onSuccess: () => {
          toastSuccess(PASSWORD_RESET_DONE);
          emit('password-reset', { email: input.email });
          getConfig().navigate('/');
        },
        onError: (error) => toastError(messageOf(error, 'Something went wrong')),
        onSettled: () => dismissToast(toastId),
      },
    );
  };

  return (
    <div className="rl-auth-page" part="page">
      <form className="rl-card rl-auth-card rl-stack" onSubmit={submit} noValidate part="form">
        <h1>Reset password</h1>
        {linkValid ? (
          <>
            <p className="rl-muted">
              Choose a new password for <strong>{link.email}</strong>.
            </p>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              value={values.newPassword}
              error={errors.newPassword}
              onChange={(v) => setField('newPassword', v)}
            />
            <Button type="submit" variant="primary" block busy={mutation.isPending}>
              {mutation.isPending ? 'Resetting...' : 'Reset password'}
            </Button>
          </>
        ) : (
          <p className="rl-error" role="alert">
            {INVALID_RESET_LINK}
          </p>
        )}
        <RouteLink to="/">Back to login</RouteLink>
      </form>
    </div>
  );
}
