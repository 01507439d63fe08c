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
import { DOWNLOAD_FAILED, DOWNLOAD_STARTED, saveFile, stampedFileName } from '../../lib/excel';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Emit } from '../../ui/define-widget';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

const EMPTY = { limit: '', admin_email: '' };

const count = new Intl.NumberFormat('en-US');

/**
 * The question before the bypass (docs/rules/uploads.md#d5.8): taken leads leave the pool at once and no call puts them
 * back, so it names how many and for whom.
 */
export function bypassQuestion(limit: number, email: string, admins: readonly PersonOption[]): string {
  const admin = admins.find((a) => a.email === email);
  const who = admin ? `${admin.name} (${email})` : email;
  const leads = limit === 1 ? '1 lead' : `${count.format(limit)} leads`;
  return `Take ${leads} from the pool as picked by ${who} and download them? They leave the pool for good.`;
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
        toastSuccess(DOWNLOAD_STARTED);
        emit('bypass-downloaded', { count: input.limit });
      },
      onError: (error) => {
        toastFailure(error, DOWNLOAD_FAILED);
        if (isApiError(error)) showErrors(error.errors);
      },
      onSettled: () => setAsked(null),
    });
  };

  const options = (admins.data ?? []).map((a) => ({ value: a.email, label: `${a.name} (${a.email})` }));
  const placeholder = admins.isPending
    ? 'Loading admins…'
    : options.length === 0 && admins.isSuccess
      ? 'No admins yet'
      : 'Select an admin';

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>Bypass Rentals</h1>
      </div>
      <form className="rl-card rl-stack" onSubmit={submit} noValidate aria-labelledby={headingId} part="form">
        <p className="rl-muted">
          Takes leads from the pool in the fetch order, marks them picked by the chosen admin and downloads
          them as a spreadsheet.
        </p>
        <div className="rl-form-grid" part="fields">
          <TextField
            label="Limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BYPASS_LIMIT}
            step={1}
            placeholder={`How many leads (1 to ${MAX_BYPASS_LIMIT})`}
            value={values.limit}
            error={errors.limit}
            onChange={(value) => setField('limit', value)}
          />
          <SelectField
            label="Admin email"
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
            <span className="rl-error">{messageOf(admins.error, 'Failed to load data')}</span>
            <Button onClick={() => void admins.refetch()} busy={admins.isFetching}>
              Retry
            </Button>
          </div>
        ) : null}
        <div part="actions">
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            Download Excel
          </Button>
        </div>
      </form>
      {mutation.isError ? (
        <p className="rl-card rl-error" role="alert">
          {messageOf(mutation.error, DOWNLOAD_FAILED)}
        </p>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title="Take leads from the pool"
        confirmLabel="Take and download"
        busy={mutation.isPending}
        onConfirm={() => asked && take(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked ? bypassQuestion(asked.limit, asked.admin_email, admins.data ?? []) : null}
      </ConfirmDialog>
    </section>
  );
}
