/**
 * Sign-in's second step (docs/rules/auth.md, "Two-factor"): the code from the authenticator app, or
 * a recovery code instead; or, when the settings require two-factor and the user has none, its set-up
 * (QR code and secret, a first code, then the recovery codes once). Loaded only when sign-in asks for it.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { SignedIn } from '../../api/auth/login';
import { type CodeStepDone, useLoginCode } from '../../api/auth/login-code';
import { useLoginEnrol } from '../../api/auth/login-enrol';
import type { TwoFactorStep } from '../../contract/two-factor';
import { messageOf } from '../../core/api-error';
import { EnrolSecret } from '../../shared/two-factor/enrol-secret';
import { RecoveryCodesList } from '../../shared/two-factor/recovery-codes-list';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

export const CODE_LABEL = 'Authentication code';

/** A button that reads as a link: an action here, not a route. Styled here, not in every element's styles. */
const LINK = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'var(--rl-color-primary)',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;
export const RECOVERY_LABEL = 'Recovery code';

export function SecondStep({ step, onSignedIn }: { step: TwoFactorStep; onSignedIn: SignedIn }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string>();
  const [done, setDone] = useState<CodeStepDone>(null);
  const send = useLoginCode(onSignedIn);
  const enrol = useLoginEnrol();
  const enrolling = step.twoFactor === 'enrol';
  const { mutate: startEnrol } = enrol;

  useEffect(() => {
    if (enrolling) startEnrol(step.ticket);
  }, [enrolling, startEnrol, step.ticket]);

  if (done)
    return (
      <div className="rl-stack">
        <h1>Two-factor is on</h1>
        <RecoveryCodesList codes={done.recoveryCodes} heading="h2" />
        <Button variant="primary" block onClick={done.keep}>
          Continue
        </Button>
      </div>
    );

  const label = recovery ? RECOVERY_LABEL : CODE_LABEL;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(`${label} is required`);
      return;
    }
    setMissing(undefined);
    const body = recovery ? { ticket: step.ticket, recoveryCode: code } : { ticket: step.ticket, code };
    send.mutate(body, { onSuccess: (answer) => setDone(answer) });
  };
  const switchTo = (next: boolean) => {
    setRecovery(next);
    setCode('');
    setMissing(undefined);
    send.reset();
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      <h1>{enrolling ? 'Set up two-factor' : 'Two-factor'}</h1>
      {enrolling ? (
        enrol.data ? (
          <EnrolSecret secret={enrol.data} />
        ) : enrol.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(enrol.error, 'Something went wrong')}
          </p>
        ) : (
          <p role="status">Loading...</p>
        )
      ) : (
        <p className="rl-muted">
          {recovery
            ? 'Enter one of your recovery codes.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      )}
      <TextField
        key={label}
        label={label}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        value={code}
        error={missing}
        onChange={setCode}
        autoFocus
      />
      {enrolling ? null : (
        <div className="rl-actions">
          <button type="button" style={LINK} onClick={() => switchTo(!recovery)}>
            {recovery ? 'Use an authentication code' : 'Use a recovery code'}
          </button>
        </div>
      )}
      <Button type="submit" variant="primary" block busy={send.isPending}>
        Verify
      </Button>
      {send.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(send.error, 'Something went wrong')}
        </p>
      ) : null}
    </form>
  );
}
