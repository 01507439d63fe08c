/** The question before a template is deleted (docs/rules/templates.md#d12.2): pickers stop seeing it, the audit trail keeps its text. */
import { useDeleteTemplate } from '../../api/templates/delete-template';
import type { MessageTemplate } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { templatesCatalog } from '../../locales/templates';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useT } from '../../ui/use-t';

interface DeleteTemplateDialogProps {
  template: MessageTemplate;
  onClose: () => void;
  onDeleted: (template: MessageTemplate) => void;
}

export function DeleteTemplateDialog({ template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const t = useT(templatesCatalog);
  const mutation = useDeleteTemplate();
  const confirm = () =>
    mutation.mutate(template._id, {
      onSuccess: () => {
        toastSuccess(t('templates.deleted'));
        onDeleted(template);
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('templates.deleteTitle')}
      confirmLabel={t('templates.delete')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('templates.deleteFailed')) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t('templates.deleteQuestion', { name: template.name })}
    </ConfirmDialog>
  );
}
