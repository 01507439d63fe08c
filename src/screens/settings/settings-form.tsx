/** The settings fields, filled from the loaded values, checked by the contract and saved as one PATCH. */
import { type FormEvent, useId } from 'react';
import { useUpdateSettings } from '../../api/settings/update-settings';
import {
  FIRST_DAY,
  LAST_DAY,
  LEADS_TYPES,
  RECYCLING_BOUNDS,
  type Settings,
  SettingsInput,
  TWO_FACTOR_REQUIRED_FOR,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { alreadyToasted, toastError, toastSuccess } from '../../core/toaster';
import { isoToLocalInput, localInputToIso } from '../../lib/local-date-time';
import { formatDateTime } from '../../lib/panama-dates';
import { settingsCatalog } from '../../locales/settings';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { DateField } from '../../ui/date-field';
import type { Emit } from '../../ui/define-widget';
import { useLanguage } from '../../ui/language';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

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
  freshHours: string;
  staleDays: string;
  retentionMonths: string;
  twoFactorRequiredFor: string;
};

/**
 * The recycling and freshness fields (docs/rules/claiming.md#d5.5, docs/rules/claiming.md#d5.26), each a whole number within its bounds, with
 * its label's id: the catalog's English is the contract's label (settings-labels.ts), word for word.
 */
const RECYCLING_FIELDS = [
  ['noAnswerRetryMinutes', 'settings.noAnswerRetry'],
  ['maxAttempts', 'settings.maxAttempts'],
  ['callbackGraceMinutes', 'settings.callbackGrace'],
  ['skipLimit', 'settings.skipLimit'],
  ['freshHours', 'settings.freshHours'],
  ['staleDays', 'settings.staleDays'],
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
  freshHours: String(settings.freshHours),
  staleDays: String(settings.staleDays),
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
  // The catalog also holds the contract's labels, so the field errors that name them are said too.
  const t = useT(settingsCatalog);
  const language = useLanguage();
  const leadsTypes = LEADS_TYPES.map((value) => ({ value, label: t(`settings.leadsType.${value}`) }));
  const twoFactorChoices = TWO_FACTOR_REQUIRED_FOR.map((value) => ({
    value,
    label: t(`settings.twoFactor.${value}`),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ holdEnabledAt: holdStart });
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: (saved) => {
        toastSuccess(t('settings.saved'));
        emit('settings-saved', { settings: { ...input, ...saved } });
      },
      onError: (error) => {
        if (!alreadyToasted(error)) toastError(t('settings.saveFailed'));
        if (isApiError(error)) showErrors(error.errors);
      },
    });
  };

  return (
    <form
      className="rl-card rl-stack"
      onSubmit={submit}
      noValidate
      aria-label={t('settings.form')}
      part="form"
    >
      <div className="rl-form-grid" part="fields">
        <div className="rl-stack">
          <TextField
            label={t('settings.delayTimeSeconds')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.delayTime}
            error={errors.delayTime}
            onChange={(v) => setField('delayTime', v)}
          />
          <CheckboxField
            label={t('settings.enableDelay')}
            checked={values.isDelayEnabled}
            onChange={(v) => setField('isDelayEnabled', v)}
          />
        </div>
        <div className="rl-stack">
          <TextField
            label={t('settings.holdTimeMinutes')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.holdTime}
            error={errors.holdTime}
            onChange={(v) => setField('holdTime', v)}
          />
          <CheckboxField
            label={t('settings.enableHold')}
            checked={values.isHoldEnabled}
            aria-describedby={pauseHintId}
            onChange={(v) => setField('isHoldEnabled', v)}
          />
          {/* The spec names the fields Hold; the hint says it is a pause of fetching for everyone,
              not a picker holding a lead (docs/rules/claiming.md#d5.4). */}
          <p id={pauseHintId} className="rl-muted">
            {t('settings.pauseHint')}
          </p>
        </div>
        <div className="rl-stack">
          <DateField
            label={t('settings.holdEnabledAt')}
            withTime
            min={`${FIRST_DAY}T00:00`}
            max={`${LAST_DAY}T23:59`}
            value={values.holdEnabledAt ?? ''}
            error={errors.holdEnabledAt}
            onChange={(v) => setField('holdEnabledAt', v)}
          />
          <p className="rl-muted" aria-live="polite">
            {holdStart
              ? t('settings.panamaTime', { time: formatDateTime(holdStart, language) })
              : t('settings.startsNow')}
          </p>
        </div>
        <div className="rl-stack">
          <TextField
            id={releaseId}
            label={t('settings.releaseAfter')}
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
            {t('settings.never')}
          </p>
        </div>
        {RECYCLING_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={t(label)}
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
          label={t('settings.retentionMonths')}
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
          label={t('settings.leadsType')}
          options={leadsTypes}
          value={values.leadsType}
          error={errors.leadsType}
          onChange={(v) => setField('leadsType', v)}
        />
        <SelectField
          label={t('settings.twoFactorRequired')}
          options={twoFactorChoices}
          value={values.twoFactorRequiredFor}
          error={errors.twoFactorRequiredFor}
          onChange={(v) => setField('twoFactorRequiredFor', v)}
        />
      </div>
      <div className="rl-actions" part="actions">
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
