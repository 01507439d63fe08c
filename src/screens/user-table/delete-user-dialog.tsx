/** The delete confirmation (docs/rules/screens.md: "Confirm!", "Delete DataPicker", Delete); the server soft-deletes. */
import { useDeleteStaff } from '../../api/people/delete-staff';
import { LIST_KIND, type StaffListKind, successOf } from '../../api/people/staff-kinds';
import type { StaffUser } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface DeleteUserDialogProps {
  kind: StaffListKind;
  /** The user to delete; null keeps the dialog closed. */
  user: StaffUser | null;
  onClose: () => void;
  onDeleted: (user: StaffUser) => void;
}

export function DeleteUserDialog({ kind, user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { noun, deleteError, remove } = LIST_KIND[kind];
  const mutation = useDeleteStaff(kind);
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const confirm = () => {
    if (!user) return;
    mutation.mutate(user._id, {
      onSuccess: () => {
        toastSuccess(successOf(remove));
        onDeleted(user);
      },
      onError: (error) => toastFailure(error, deleteError),
    });
  };
  return (
    <Dialog open={user !== null} kicker="Confirm!" title={`Delete ${noun}`} onClose={close}>
      <p>
        Delete <strong>{user?.name}</strong> ({user?.email})? They will no longer be able to sign in; the
        leads and deals they worked on keep their name.
      </p>
      <div className="rl-dialog__actions">
        <Button onClick={close} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
