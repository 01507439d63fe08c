/**
 * Create key (docs/rules/integrations.md#d15.3): a name, its scopes, its expiry and, for the super-admin,
 * the group it acts in; checked by the contract's own schema before it is sent, the server's refusals
 * under their fields.
 */
import type { FormEvent } from 'react';
import { useCreateKey } from '../../api/api-keys/create-key';
import { useAdminChoices } from '../../api/people/admin-choices';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyScope,
  CreateApiKeyInput,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure } from '../../core/toaster';
import { integrationsCatalog } from '../../locales/integrations';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

interface CreateKeyDialogProps {
  /** The super-admin names the group; an admin's keys are its own group's. */
  chooseGroup: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}

export function CreateKeyDialog({ chooseGroup, onClose, onCreated }: CreateKeyDialogProps) {
  const t = useT(integrationsCatalog);
  const mutation = useCreateKey();
  const admins = useAdminChoices(chooseGroup);
  const { values, errors, setField, validate, showErrors } = useContractForm(CreateApiKeyInput, {
    name: '',
    scopes: [] as ApiKeyScope[],
    expiresInDays: String(API_KEY_EXPIRY_DAYS[1]),
    groupId: chooseGroup ? '' : undefined,
  });
  // Closing mid-request would lose the secret, which is answered once.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setField(
      'scopes',
      API_KEY_SCOPES.filter((s) => (s === scope ? on : values.scopes.includes(s))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
        else toastFailure(error, t('integrations.createFailed'));
      },
    });
  };

  return (
    <Dialog open title={t('integrations.createKey')} onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <TextField
          label={t('integrations.name')}
          maxLength={API_KEY_NAME_MAX}
          value={values.name}
          error={errors.name}
          onChange={(value) => setField('name', value)}
        />
        <fieldset className="rl-stack" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend className="rl-label">{t('integrations.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={t(`integrations.scope.${scope}`)}
              checked={values.scopes.includes(scope)}
              onChange={(on) => toggle(scope, on)}
            />
          ))}
          {errors.scopes ? (
            <span id="api-key-scopes-error" className="rl-error" role="alert">
              {errors.scopes}
            </span>
          ) : null}
        </fieldset>
        <SelectField
          label={t('integrations.expiry')}
          options={API_KEY_EXPIRY_DAYS.map((days) => ({
            value: String(days),
            label: t('integrations.days', { count: days }),
          }))}
          value={values.expiresInDays}
          error={errors.expiresInDays}
          onChange={(value) => setField('expiresInDays', value)}
        />
        {chooseGroup ? (
          <SelectField
            label={t('integrations.group')}
            placeholder={t('integrations.chooseGroup')}
            options={(admins.data ?? []).map((admin) => ({ value: admin._id, label: admin.name }))}
            value={values.groupId ?? ''}
            error={errors.groupId}
            onChange={(value) => setField('groupId', value)}
          />
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {t('integrations.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
