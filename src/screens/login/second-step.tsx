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
import { authCatalog } from '../../locales/auth';
import { EnrolSecret } from '../../screen-parts/two-factor/enrol-secret';
import { RecoveryCodesList } from '../../screen-parts/two-factor/recovery-codes-list';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

/** A button that reads as a link: an action here, not a route. Styled here, not in every element's styles. */
const LINK = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'var(--rl-color-primary)',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

export function SecondStep({ step, onSignedIn }: { step: TwoFactorStep; onSignedIn: SignedIn }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string>();
  const [done, setDone] = useState<CodeStepDone>(null);
  const send = useLoginCode(onSignedIn);
  const enrol = useLoginEnrol();
  const enrolling = step.twoFactor === 'enrol';
  const { mutate: startEnrol } = enrol;
  const t = useT(authCatalog);

  useEffect(() => {
    if (enrolling) startEnrol(step.ticket);
  }, [enrolling, startEnrol, step.ticket]);

  if (done)
    return (
      <div className="rl-stack">
        <h1>{t('twoFactor.onTitle')}</h1>
        <RecoveryCodesList codes={done.recoveryCodes} heading="h2" />
        <Button variant="primary" block onClick={done.keep}>
          {t('twoFactor.continue')}
        </Button>
      </div>
    );

  const label = recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(t('twoFactor.required', { label }));
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
      <h1>{enrolling ? t('twoFactor.enrolTitle') : t('twoFactor.title')}</h1>
      {enrolling ? (
        enrol.data ? (
          <EnrolSecret secret={enrol.data} />
        ) : enrol.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(enrol.error, t('common.somethingWentWrong'))}
          </p>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : (
        <p className="rl-muted">{recovery ? t('twoFactor.enterRecovery') : t('twoFactor.enterCode')}</p>
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
            {recovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery')}
          </button>
        </div>
      )}
      <Button type="submit" variant="primary" block busy={send.isPending}>
        {t('twoFactor.verify')}
      </Button>
      {send.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(send.error, t('common.somethingWentWrong'))}
        </p>
      ) : null}
    </form>
  );
}
