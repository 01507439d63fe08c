/**
 * "End sessions" of a staff row (docs/rules/auth.md, "Sessions"): asks first, then signs the user out
 * of every device at once; it may sign in again.
 */
import { useEndUserSessions } from '../../api/people/end-user-sessions';
import type { StaffUser } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface EndSessionsDialogProps {
  user: StaffUser;
  onClose: () => void;
  onEnded: (user: StaffUser, ended: number) => void;
}

export function EndSessionsDialog({ user, onClose, onEnded }: EndSessionsDialogProps) {
  const mutation = useEndUserSessions();
  const confirm = () =>
    mutation.mutate(user._id, {
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        onEnded(user, answer.data.ended);
      },
    });
  return (
    <ConfirmDialog
      open
      title="End sessions"
      confirmLabel="End sessions"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, 'Failed to end the sessions') : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      End every session of <strong>{user.name}</strong> ({user.email})? They are signed out on every device at
      once and may sign in again.
    </ConfirmDialog>
  );
}
