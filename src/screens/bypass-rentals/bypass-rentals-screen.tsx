/**
 * `<rl-bypass-rentals>`'s screen (docs/rules/uploads.md, "Screens"): how many pool leads, for which
 * admin, then Download Excel asks first and hands them to that admin, saved as rentals_{timestamp}.xlsx.
 */
import { type FormEvent, useId, useState } from 'react';
import { useAdminChoices } from '../../api/people/admin-choices';
import { useTakeFromPool } from '../../api/uploads/take-from-pool';
import { BypassQuery, MAX_BYPASS_LIMIT, type PersonOption } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { saveFile, stampedFileName } from '../../lib/excel';
import { pickerCatalog } from '../../locales/picker';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Emit } from '../../ui/define-widget';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { type Translate, useT } from '../../ui/use-t';

const EMPTY = { limit: '', admin_email: '' };

type PickerKey = keyof typeof pickerCatalog.en;

/**
 * The question before the bypass (docs/rules/uploads.md#d5.8): taken leads leave the pool at once and no call puts them
 * back, so it names how many (a plural, its number written the language's way) and for whom.
 */
export function bypassQuestion(
  limit: number,
  email: string,
  admins: readonly PersonOption[],
  t: Translate<PickerKey>,
): string {
  const admin = admins.find((a) => a.email === email);
  const who = admin ? `${admin.name} (${email})` : email;
  return t('picker.takeQuestion', { count: limit, who });
}

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface BypassRentalsEvents {
  /** The number of leads asked for. */
  'bypass-downloaded': { count: number };
}

export function BypassRentalsScreen({ emit }: { emit: Emit<BypassRentalsEvents> }) {
  const { values, errors, setField, validate, showErrors } = useContractForm(BypassQuery, EMPTY);
  const admins = useAdminChoices(true);
  const mutation = useTakeFromPool();
  const headingId = useId();
  const t = useT(pickerCatalog);
  // The checked input waiting for the confirmation; null: nothing is being asked.
  const [asked, setAsked] = useState<BypassQuery | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (input) setAsked(input);
  };

  const take = (input: BypassQuery) => {
    mutation.mutate(input, {
      onSuccess: (file) => {
        saveFile(file, stampedFileName('rentals'));
        toastSuccess(t('picker.downloadStarted'));
        emit('bypass-downloaded', { count: input.limit });
      },
      onError: (error) => {
        toastFailure(error, t('picker.downloadFailed'));
        if (isApiError(error)) showErrors(error.errors);
      },
      onSettled: () => setAsked(null),
    });
  };

  const options = (admins.data ?? []).map((a) => ({ value: a.email, label: `${a.name} (${a.email})` }));
  const placeholder = admins.isPending
    ? t('picker.loadingAdmins')
    : options.length === 0 && admins.isSuccess
      ? t('picker.noAdmins')
      : t('picker.selectAdmin');

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('picker.bypassRentals')}</h1>
      </div>
      <form className="rl-card rl-stack" onSubmit={submit} noValidate aria-labelledby={headingId} part="form">
        <p className="rl-muted">{t('picker.bypassIntro')}</p>
        <div className="rl-form-grid" part="fields">
          <TextField
            label={t('picker.limit')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BYPASS_LIMIT}
            step={1}
            placeholder={t('picker.limitPlaceholder', { max: MAX_BYPASS_LIMIT })}
            value={values.limit}
            error={errors.limit}
            onChange={(value) => setField('limit', value)}
          />
          <SelectField
            label={t('picker.adminEmail')}
            options={options}
            placeholder={placeholder}
            value={values.admin_email}
            error={errors.admin_email}
            disabled={admins.isPending}
            onChange={(value) => setField('admin_email', value)}
          />
        </div>
        {admins.isError ? (
          <div className="rl-row" role="alert">
            <span className="rl-error">{messageOf(admins.error, t('picker.loadFailed'))}</span>
            <Button onClick={() => void admins.refetch()} busy={admins.isFetching}>
              {t('picker.retry')}
            </Button>
          </div>
        ) : null}
        <div part="actions">
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {t('picker.downloadExcel')}
          </Button>
        </div>
      </form>
      {mutation.isError ? (
        <p className="rl-card rl-error" role="alert">
          {messageOf(mutation.error, t('picker.downloadFailed'))}
        </p>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={t('picker.takeTitle')}
        confirmLabel={t('picker.takeAndDownload')}
        busy={mutation.isPending}
        onConfirm={() => asked && take(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked ? bypassQuestion(asked.limit, asked.admin_email, admins.data ?? [], t) : null}
      </ConfirmDialog>
    </section>
  );
}
