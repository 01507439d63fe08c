/** Revert (docs/rules/uploads.md#d5.7.3): asked first, naming the file; the answer says how many leads went and stayed. */
import { useRevertImport } from '../../api/uploads/revert-import';
import type { LeadImport, RevertResult } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { uploadsCatalog } from '../../locales/uploads';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useT } from '../../ui/use-t';

interface RevertImportDialogProps {
  entry: LeadImport;
  onClose: () => void;
  onReverted: (entry: LeadImport, result: RevertResult) => void;
}

export function RevertImportDialog({ entry, onClose, onReverted }: RevertImportDialogProps) {
  const t = useT(uploadsCatalog);
  const mutation = useRevertImport();
  const revert = () =>
    mutation.mutate(entry._id, {
      onSuccess: ({ message, removed, kept }) => {
        toastSuccess(message); // the server's words, in the request's language (D14.4)
        onReverted(entry, { removed, kept });
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('uploads.revertTitle')}
      confirmLabel={t('uploads.revert')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('uploads.revertFailed')) : null}
      onConfirm={revert}
      onCancel={onClose}
    >
      {t('uploads.revertText', { file: entry.fileName, inserted: entry.inserted })}
    </ConfirmDialog>
  );
}
