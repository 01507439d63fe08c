/** The super-admin's Remove (docs/rules/do-not-contact.md#d5.13): asked first, naming the number; the leads it ended stay ended. */
import { useRemoveNumber } from '../../api/do-not-contact/remove-number';
import type { DoNotContactEntry } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { dncCatalog } from '../../locales/dnc';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useT } from '../../ui/use-t';

interface RemoveNumberDialogProps {
  entry: DoNotContactEntry;
  onClose: () => void;
  onRemoved: (entry: DoNotContactEntry) => void;
}

export function RemoveNumberDialog({ entry, onClose, onRemoved }: RemoveNumberDialogProps) {
  const t = useT(dncCatalog);
  const mutation = useRemoveNumber();
  const remove = () =>
    mutation.mutate(entry._id, {
      onSuccess: (message) => {
        toastSuccess(message); // the server's words, in the request's language (D14.4)
        onRemoved(entry);
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('dnc.removeTitle')}
      confirmLabel={t('dnc.remove')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('dnc.removeFailed')) : null}
      onConfirm={remove}
      onCancel={onClose}
    >
      {t('dnc.removeText', { number: showNumber(entry.number) })}
    </ConfirmDialog>
  );
}
