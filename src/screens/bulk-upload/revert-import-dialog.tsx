/** Revert (docs/rules/uploads.md#d5.7.3): asked first, naming the file; the answer says how many leads went and stayed. */
import { useRevertImport } from '../../api/uploads/revert-import';
import type { LeadImport, RevertResult } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const REVERT_FAILED = 'Failed to revert the import';

interface RevertImportDialogProps {
  entry: LeadImport;
  onClose: () => void;
  onReverted: (entry: LeadImport, result: RevertResult) => void;
}

export function RevertImportDialog({ entry, onClose, onReverted }: RevertImportDialogProps) {
  const mutation = useRevertImport();
  const revert = () =>
    mutation.mutate(entry._id, {
      onSuccess: ({ message, removed, kept }) => {
        toastSuccess(message);
        onReverted(entry, { removed, kept });
      },
    });
  return (
    <ConfirmDialog
      open
      title="Revert import"
      confirmLabel="Revert"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, REVERT_FAILED) : null}
      onConfirm={revert}
      onCancel={onClose}
    >
      Revert the import of {entry.fileName}? Its {entry.inserted} leads are removed for good, except those
      someone has already claimed: they stay.
    </ConfirmDialog>
  );
}
