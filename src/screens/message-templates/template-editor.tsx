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
  TEMPLATE_CREATED,
  TEMPLATE_GROUP_LABEL,
  TEMPLATE_NAME_LABEL,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_UPDATED,
} from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { BodyEditor } from './body-editor';
import { DEFAULT_GROUP } from './templates-table';

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
    else if (isApiError(error) && error.message === TEMPLATE_NAME_TAKEN)
      showErrors([{ path: 'name', message: error.message }]);
    else setFormError(messageOf(error, 'Failed to save the template'));
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
        { onSuccess: saved(TEMPLATE_UPDATED), onError: refused },
      );
    else
      create.mutate(chooseGroup ? { name, body, adminId: input.adminId } : { name, body }, {
        onSuccess: saved(TEMPLATE_CREATED),
        onError: refused,
      });
  };

  return (
    <Dialog open title={template ? 'Edit Template' : 'New Template'} onClose={close}>
      <form className="rl-stack" aria-label="Template" onSubmit={submit} noValidate>
        {template ? (
          <p className="rl-muted">
            {TEMPLATE_GROUP_LABEL}: {template.group?.name ?? DEFAULT_GROUP}
          </p>
        ) : chooseGroup ? (
          <SelectField
            label={TEMPLATE_GROUP_LABEL}
            options={groups}
            placeholder={admins.isPending ? 'Loading groups…' : DEFAULT_GROUP}
            disabled={admins.isPending}
            value={values.adminId}
            error={errors.adminId}
            onChange={(value) => setField('adminId', value)}
          />
        ) : null}
        <TextField
          label={TEMPLATE_NAME_LABEL}
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
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Saving...' : 'Save Template'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
