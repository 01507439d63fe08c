/** The question before a template is deleted (docs/rules/templates.md#d12.2): pickers stop seeing it, the audit trail keeps its text. */
import { useDeleteTemplate } from '../../api/templates/delete-template';
import { type MessageTemplate, TEMPLATE_DELETED } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface DeleteTemplateDialogProps {
  template: MessageTemplate;
  onClose: () => void;
  onDeleted: (template: MessageTemplate) => void;
}

export function DeleteTemplateDialog({ template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const mutation = useDeleteTemplate();
  const confirm = () =>
    mutation.mutate(template._id, {
      onSuccess: () => {
        toastSuccess(TEMPLATE_DELETED);
        onDeleted(template);
      },
    });
  return (
    <ConfirmDialog
      open
      title="Delete Template"
      confirmLabel="Delete"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, 'Failed to delete the template') : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {`Delete the template “${template.name}”? Pickers will no longer see it; the audit trail keeps its text.`}
    </ConfirmDialog>
  );
}
