/** The super-admin's Remove (docs/rules/do-not-contact.md#d5.13): asked first, naming the number; the leads it ended stay ended. */
import { useRemoveNumber } from '../../api/do-not-contact/remove-number';
import type { DoNotContactEntry } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const REMOVE_FAILED = 'Failed to remove the number';

interface RemoveNumberDialogProps {
  entry: DoNotContactEntry;
  onClose: () => void;
  onRemoved: (entry: DoNotContactEntry) => void;
}

export function RemoveNumberDialog({ entry, onClose, onRemoved }: RemoveNumberDialogProps) {
  const mutation = useRemoveNumber();
  const remove = () =>
    mutation.mutate(entry._id, {
      onSuccess: (message) => {
        toastSuccess(message);
        onRemoved(entry);
      },
    });
  return (
    <ConfirmDialog
      open
      title="Remove from Do Not Contact"
      confirmLabel="Remove"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, REMOVE_FAILED) : null}
      onConfirm={remove}
      onCancel={onClose}
    >
      Remove {showNumber(entry.number)} from the do-not-contact list? New leads with this number will be
      accepted and served again; the leads it already ended stay ended.
    </ConfirmDialog>
  );
}
