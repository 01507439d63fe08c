/** Password recovery (docs/rules/auth.md): one email field; the same answer for every address. */
import { type FormEvent, useState } from 'react';
import { useForgetPassword } from '../../api/auth/forget-password';
import { ForgetPasswordInput } from '../../contract';
import { messageOf } from '../../core/api-error';
import { dismissToast, toastError, toastLoading, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { RouteLink } from '../../ui/route-link';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

const EMPTY = { email: '' };
export const RESET_LINK_SENT = 'Password reset link sent to your email!';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ForgetPasswordEvents {
  'reset-link-sent': { email: string };
}

export function ForgetPasswordScreen({ emit }: { emit: Emit<ForgetPasswordEvents> }) {
  const { values, errors, setField, validate } = useContractForm(ForgetPasswordInput, EMPTY);
  const mutation = useForgetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const toastId = toastLoading('Sending...');
    mutation.mutate(input, {
      onSuccess: () => {
        toastSuccess(RESET_LINK_SENT);
        setSentTo(input.email);
        emit('reset-link-sent', { email: input.email });
      },
      onError: (error) => toastError(messageOf(error, 'Something went wrong')),
      onSettled: () => dismissToast(toastId),
    });
  };

  return (
    <div className="rl-auth-page" part="page">
      <form className="rl-card rl-auth-card rl-stack" onSubmit={submit} noValidate part="form">
        <h1>Forgot password</h1>
        {sentTo ? (
          <p role="status">
            {RESET_LINK_SENT} If an account exists for <strong>{sentTo}</strong>, the link arrives in a few
            minutes and works for 30 minutes.
          </p>
        ) : (
          <p className="rl-muted">Enter your email and we will send you a link to set a new password.</p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(v) => setField('email', v)}
        />
        <Button type="submit" variant="primary" block busy={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
        <RouteLink to="/">Back to login</RouteLink>
      </form>
    </div>
  );
}
