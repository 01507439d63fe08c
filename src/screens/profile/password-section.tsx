/**
 * The profile's Change password (docs/rules/auth.md#d3.10): the current password, the new one twice.
 * The server says what is wrong with either (a wrong current password, a short or unchanged new one);
 * the form checks only that the fields are filled and the two new ones agree. Loaded lazily, below the
 * fold.
 */
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../../api/auth/change-password';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { securityCatalog } from '../../locales/security';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { useT } from '../../ui/use-t';

type Field = 'currentPassword' | 'newPassword' | 'repeat';

export function PasswordSection() {
  const change = useChangePassword();
  const t = useT(securityCatalog);
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeat: '',
  });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));
  const refused = isApiError(change.error) ? change.error.errors : [];
  const errorOf = (field: Field) => missing[field] ?? refused.find((error) => error.path === field)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      ...(values.currentPassword === '' ? { currentPassword: t('security.passwordRequired') } : {}),
      ...(values.newPassword === '' ? { newPassword: t('security.newPasswordRequired') } : {}),
      ...(values.newPassword !== '' && values.repeat !== values.newPassword
        ? { repeat: t('security.passwordsDiffer') }
        : {}),
    };
    setMissing(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ ended }) => {
          toastSuccess(
            ended > 0 ? t('security.passwordChangedEnded', { count: ended }) : t('security.passwordChanged'),
          );
          setValues({ currentPassword: '', newPassword: '', repeat: '' });
        },
      },
    );
  };

  return (
    <section className="rl-card rl-stack" aria-label={t('security.changePassword')}>
      <h2>{t('security.changePassword')}</h2>
      <p className="rl-muted">{t('security.changePasswordNote')}</p>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          value={values.currentPassword}
          error={errorOf('currentPassword')}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label={t('security.newPassword')}
          autoComplete="new-password"
          value={values.newPassword}
          error={errorOf('newPassword')}
          onChange={set('newPassword')}
        />
        <PasswordField
          label={t('security.repeatPassword')}
          autoComplete="new-password"
          value={values.repeat}
          error={errorOf('repeat')}
          onChange={set('repeat')}
        />
        {change.error && refused.length === 0 ? (
          <p className="rl-error" role="alert">
            {messageOf(change.error, t('security.somethingWentWrong'))}
          </p>
        ) : null}
        <div className="rl-row">
          <Button type="submit" variant="primary" busy={change.isPending}>
            {t('security.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
