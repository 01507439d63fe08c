/**
 * The profile's Two-factor (docs/rules/auth.md, "Two-factor"): set it up (QR code and secret, turned
 * on with the password and a code, then the recovery codes once, with Copy and Download), make new
 * recovery codes, or turn it off with the password and a code. Loaded lazily, below the fold.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnrolTwoFactor,
  useRenewRecoveryCodes,
  useTwoFactor,
} from '../../api/auth/two-factor';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { securityCatalog } from '../../locales/security';
import { EnrolSecret } from '../../screen-parts/two-factor/enrol-secret';
import { RecoveryCodesList } from '../../screen-parts/two-factor/recovery-codes-list';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

type Mode = 'idle' | 'renewing' | 'disabling';

function CodeForm({
  withPassword,
  danger,
  action,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  withPassword?: boolean;
  danger?: boolean;
  action: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: { code: string; password: string }) => void;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ code?: string; password?: string }>({});
  const t = useT(securityCatalog);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(withPassword && password === '' ? { password: t('security.passwordRequired') } : {}),
      ...(code.trim() === '' ? { code: t('security.codeRequired') } : {}),
    };
    setMissing(next);
    if (Object.keys(next).length === 0) onSubmit({ code, password });
  };
  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      {withPassword ? (
        <PasswordField
          label={t('security.password')}
          autoComplete="current-password"
          value={password}
          error={missing.password}
          onChange={setPassword}
        />
      ) : null}
      <TextField
        label={t('security.codeLabel')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={missing.code}
        onChange={setCode}
      />
      {error ? (
        <p className="rl-error" role="alert">
          {messageOf(error, t('security.somethingWentWrong'))}
        </p>
      ) : null}
      <div className="rl-row">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {action}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('security.cancel')}</Button> : null}
      </div>
    </form>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactor();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const t = useT(securityCatalog);

  const showCodes = (answer: { recoveryCodes: string[] }) => {
    enrol.reset();
    setMode('idle');
    setCodes(answer.recoveryCodes);
  };
  const open = (next: Mode) => {
    renew.reset();
    disable.reset();
    setCodes(null);
    setMode(next);
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <>
        <RecoveryCodesList codes={codes} />
        <Button onClick={() => setCodes(null)}>{t('security.done')}</Button>
      </>
    );
  } else if (status.isPending) {
    body = (
      <p role="status" className="rl-row">
        <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('security.loading')}
      </p>
    );
  } else if (status.isError) {
    body = <LoadError query={status} />;
  } else if (!status.data.enabled && enrol.data) {
    body = (
      <>
        <EnrolSecret secret={enrol.data} />
        <p>{t('security.thenEnterCode')}</p>
        <CodeForm
          withPassword
          action={t('security.turnOn')}
          busy={confirm.isPending}
          error={confirm.error}
          onSubmit={(input) => confirm.mutate(input, { onSuccess: showCodes })}
          onCancel={() => enrol.reset()}
        />
      </>
    );
  } else if (!status.data.enabled) {
    body = (
      <>
        <p>{status.data.required ? t('security.offRequired') : t('security.off')}</p>
        {enrol.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(enrol.error, t('security.somethingWentWrong'))}
          </p>
        ) : null}
        <div className="rl-row">
          <Button variant="primary" busy={enrol.isPending} onClick={() => enrol.mutate()}>
            {t('security.setUp')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('security.on', { count: status.data.recoveryCodesLeft })}</p>
        {mode === 'renewing' ? (
          <CodeForm
            action={t('security.makeNewCodes')}
            busy={renew.isPending}
            error={renew.error}
            onSubmit={({ code }) => renew.mutate(code, { onSuccess: showCodes })}
            onCancel={() => setMode('idle')}
          />
        ) : mode === 'disabling' ? (
          <CodeForm
            withPassword
            danger
            action={t('security.turnOff')}
            busy={disable.isPending}
            error={disable.error}
            onSubmit={(input) =>
              disable.mutate(input, {
                onSuccess: (answer) => {
                  toastSuccess(answer.message);
                  setMode('idle');
                },
              })
            }
            onCancel={() => setMode('idle')}
          />
        ) : (
          <div className="rl-row">
            <Button onClick={() => open('renewing')}>{t('security.newCodes')}</Button>
            {status.data.required ? null : (
              <Button variant="danger" onClick={() => open('disabling')}>
                {t('security.turnOffTwoFactor')}
              </Button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section className="rl-card rl-stack" aria-label={t('security.twoFactor')}>
      <h2>{t('security.twoFactor')}</h2>
      {body}
    </section>
  );
}
