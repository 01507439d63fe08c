/**
 * The dialog that writes a new template or edits one (docs/rules/templates.md#d12.2): its group (the super-admin's
 * choice, on a new one), its name and its text; the server's refusals show in the form.
 */
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAdminChoices } from '../../api/people/admin-choices';
import { useCreateTemplate } from '../../api/templates/create-template';
import { useUpdateTemplate } from '../../api/templates/update-template';
import {
  type MessageTemplate,
  NewTemplateInput,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_TAKEN,
} from '../../contract';
import { isApiError, isRefusal, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { templatesCatalog } from '../../locales/templates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { BodyEditor } from './body-editor';

interface TemplateEditorProps {
  /** The template to edit; null writes a new one. */
  template: MessageTemplate | null;
  /** The super-admin chooses a new template's group; an admin's are its own. */
  chooseGroup: boolean;
  /** The group a new template starts in ('' : a default). */
  group: string;
  onClose: () => void;
  onSaved: (template: MessageTemplate) => void;
}

export function TemplateEditor({ template, chooseGroup, group, onClose, onSaved }: TemplateEditorProps) {
  const t = useT(templatesCatalog);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const busy = create.isPending || update.isPending;
  const { values, errors, setField, validate, showErrors } = useContractForm(NewTemplateInput, {
    name: template?.name ?? '',
    body: template?.body ?? '',
    adminId: group,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const admins = useAdminChoices(chooseGroup && template === null);
  const groups = (admins.data ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }));
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!busy) onClose();
  };

  const saved = (message: string) => (result: MessageTemplate) => {
    toastSuccess(message);
    onSaved(result);
  };
  // A field's refusal shows under it; a taken name (409) names no field, but only the name causes it.
  const refused = (error: unknown) => {
    if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
    else if (isRefusal(error, TEMPLATE_NAME_TAKEN)) showErrors([{ path: 'name', message: error.message }]);
    else setFormError(messageOf(error, t('templates.saveFailed')));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = validate();
    if (!input) return;
    const { name, body } = input;
    if (template)
      update.mutate(
        { id: template._id, name, body },
        { onSuccess: saved(t('templates.updated')), onError: refused },
      );
    else
      create.mutate(chooseGroup ? { name, body, adminId: input.adminId } : { name, body }, {
        onSuccess: saved(t('templates.created')),
        onError: refused,
      });
  };

  return (
    <Dialog open title={template ? t('templates.editTitle') : t('templates.new')} onClose={close}>
      <form className="rl-stack" aria-label={t('templates.template')} onSubmit={submit} noValidate>
        {template ? (
          <p className="rl-muted">
            {t('templates.groupOf', { group: template.group?.name ?? t('templates.defaultGroup') })}
          </p>
        ) : chooseGroup ? (
          <SelectField
            label={t('templates.group')}
            options={groups}
            placeholder={admins.isPending ? t('templates.loadingGroups') : t('templates.defaultGroup')}
            disabled={admins.isPending}
            value={values.adminId}
            error={errors.adminId}
            onChange={(value) => setField('adminId', value)}
          />
        ) : null}
        <TextField
          label={t('templates.name')}
          maxLength={TEMPLATE_NAME_MAX}
          value={values.name}
          error={errors.name}
          onChange={(value) => setField('name', value)}
        />
        <BodyEditor value={values.body} error={errors.body} onChange={(value) => setField('body', value)} />
        {formError ? (
          <p className="rl-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={busy}>
            {t('templates.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? t('templates.saving') : t('templates.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
