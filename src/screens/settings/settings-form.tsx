/** The settings fields, filled from the loaded values, checked by the contract and saved as one PATCH. */
import { type FormEvent, useId } from 'react';
import { useUpdateSettings } from '../../api/settings/update-settings';
import {
  CALLBACK_GRACE_LABEL,
  LEADS_TYPES,
  type LeadsType,
  MAX_ATTEMPTS_LABEL,
  NO_ANSWER_RETRY_LABEL,
  RECYCLING_BOUNDS,
  RELEASE_AFTER_LABEL,
  RETENTION_MONTHS_LABEL,
  type Settings,
  SettingsInput,
  SKIP_LIMIT_LABEL,
  TWO_FACTOR_REQUIRED_CHOICES,
  TWO_FACTOR_REQUIRED_FOR,
  TWO_FACTOR_REQUIRED_LABEL,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { alreadyToasted, toastError, toastSuccess } from '../../core/toaster';
import { isoToLocalInput, localInputToIso } from '../../lib/local-date-time';
import { formatDateTime } from '../../lib/panama-dates';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import type { Emit } from '../../ui/define-widget';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

const LEADS_TYPE_LABELS: Record<LeadsType, string> = {
  auto: 'Auto',
  random: 'Random',
  oldest: 'Oldest',
  newest: 'Newest',
};
const LEADS_TYPE_OPTIONS = LEADS_TYPES.map((value) => ({ value, label: LEADS_TYPE_LABELS[value] }));
const TWO_FACTOR_OPTIONS = TWO_FACTOR_REQUIRED_FOR.map((value) => ({
  value,
  label: TWO_FACTOR_REQUIRED_CHOICES[value],
}));

/** The form's own reading of the settings: numbers as typed, the hold start as the input's local value. */
type SettingsValues = {
  delayTime: string;
  isDelayEnabled: boolean;
  holdTime: string;
  isHoldEnabled: boolean;
  /** The input's value; turned into an ISO instant (or null) on submit. */
  holdEnabledAt: string | null;
  leadsType: string;
  releaseAfter: string;
  noAnswerRetryMinutes: string;
  maxAttempts: string;
  callbackGraceMinutes: string;
  skipLimit: string;
  retentionMonths: string;
  twoFactorRequiredFor: string;
};

/** The recycling fields (docs/rules/claiming.md#d5.5), each a whole number within its bounds. */
const RECYCLING_FIELDS = [
  ['noAnswerRetryMinutes', NO_ANSWER_RETRY_LABEL],
  ['maxAttempts', MAX_ATTEMPTS_LABEL],
  ['callbackGraceMinutes', CALLBACK_GRACE_LABEL],
  ['skipLimit', SKIP_LIMIT_LABEL],
] as const;

const formValues = (settings: Settings): SettingsValues => ({
  delayTime: String(settings.delayTime),
  isDelayEnabled: settings.isDelayEnabled,
  holdTime: String(settings.holdTime),
  isHoldEnabled: settings.isHoldEnabled,
  holdEnabledAt: isoToLocalInput(settings.holdEnabledAt),
  leadsType: settings.leadsType,
  releaseAfter: String(settings.releaseAfter),
  noAnswerRetryMinutes: String(settings.noAnswerRetryMinutes),
  maxAttempts: String(settings.maxAttempts),
  callbackGraceMinutes: String(settings.callbackGraceMinutes),
  skipLimit: String(settings.skipLimit),
  retentionMonths: String(settings.retentionMonths),
  twoFactorRequiredFor: settings.twoFactorRequiredFor,
});

/** What the settings screen emits (sent as `rl-<name>`) and each event's detail. */
export interface SettingsEvents {
  'settings-saved': { settings: Settings };
}

export function SettingsForm({ settings, emit }: { settings: Settings; emit: Emit<SettingsEvents> }) {
  const { values, errors, setField, validate, showErrors } = useContractForm(
    SettingsInput,
    formValues(settings),
  );
  const mutation = useUpdateSettings();
  const holdStart = localInputToIso(values.holdEnabledAt ?? '');
  const releaseId = useId();
  const releaseHintId = `${releaseId}-hint`;
  const pauseHintId = `${releaseId}-pause`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ holdEnabledAt: holdStart });
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: (saved) => {
        toastSuccess('Settings updated successfully');
        emit('settings-saved', { settings: { ...input, ...saved } });
      },
      onError: (error) => {
        if (!alreadyToasted(error)) toastError('Failed to update settings');
        if (isApiError(error)) showErrors(error.errors);
      },
    });
  };

  return (
    <form
      className="rl-card rl-stack"
      onSubmit={submit}
      noValidate
      aria-label="Fetching settings"
      part="form"
    >
      <div className="rl-form-grid" part="fields">
        <div className="rl-stack">
          <TextField
            label="Delay Time (seconds)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.delayTime}
            error={errors.delayTime}
            onChange={(v) => setField('delayTime', v)}
          />
          <CheckboxField
            label="Enable Delay"
            checked={values.isDelayEnabled}
            onChange={(v) => setField('isDelayEnabled', v)}
          />
        </div>
        <div className="rl-stack">
          <TextField
            label="Hold Time (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.holdTime}
            error={errors.holdTime}
            onChange={(v) => setField('holdTime', v)}
          />
          <CheckboxField
            label="Enable Hold"
            checked={values.isHoldEnabled}
            aria-describedby={pauseHintId}
            onChange={(v) => setField('isHoldEnabled', v)}
          />
          {/* The spec names the fields Hold; the hint says it is a pause of fetching for everyone,
              not a picker holding a lead (docs/rules/claiming.md#d5.4). */}
          <p id={pauseHintId} className="rl-muted">
            Pauses fetching for every picker; a lead already fetched stays with its picker.
          </p>
        </div>
        <div className="rl-stack">
          <TextField
            label="Hold Enabled At"
            type="datetime-local"
            value={values.holdEnabledAt ?? ''}
            error={errors.holdEnabledAt}
            onChange={(v) => setField('holdEnabledAt', v)}
          />
          <p className="rl-muted" aria-live="polite">
            {holdStart
              ? `Panama time: ${formatDateTime(holdStart)}`
              : 'Empty: enabling the pause starts it now.'}
          </p>
        </div>
        <div className="rl-stack">
          <TextField
            id={releaseId}
            label={RELEASE_AFTER_LABEL}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.releaseAfter}
            error={errors.releaseAfter}
            // This replaces the field's own description, so it names the error as well as the hint.
            aria-describedby={errors.releaseAfter ? `${releaseId}-error ${releaseHintId}` : releaseHintId}
            onChange={(v) => setField('releaseAfter', v)}
          />
          <p id={releaseHintId} className="rl-muted">
            0 = never
          </p>
        </div>
        {RECYCLING_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            type="number"
            inputMode="numeric"
            min={RECYCLING_BOUNDS[field][0]}
            max={RECYCLING_BOUNDS[field][1]}
            step={1}
            value={values[field]}
            error={errors[field]}
            onChange={(v) => setField(field, v)}
          />
        ))}
        <TextField
          label={RETENTION_MONTHS_LABEL}
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          value={values.retentionMonths}
          error={errors.retentionMonths}
          onChange={(v) => setField('retentionMonths', v)}
        />
        <SelectField
          label="Leads Type"
          options={LEADS_TYPE_OPTIONS}
          value={values.leadsType}
          error={errors.leadsType}
          onChange={(v) => setField('leadsType', v)}
        />
        <SelectField
          label={TWO_FACTOR_REQUIRED_LABEL}
          options={TWO_FACTOR_OPTIONS}
          value={values.twoFactorRequiredFor}
          error={errors.twoFactorRequiredFor}
          onChange={(v) => setField('twoFactorRequiredFor', v)}
        />
      </div>
      <div className="rl-actions" part="actions">
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
