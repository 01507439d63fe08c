/**
 * "Reset two-factor" of a staff row, the super-admin's (docs/rules/auth.md, "Two-factor"): asks first,
 * then removes the user's authenticator secret and recovery codes, in the audit trail.
 */
import { useResetTwoFactor } from '../../api/people/reset-two-factor';
import type { StaffUser } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface ResetTwoFactorDialogProps {
  user: StaffUser;
  onClose: () => void;
  onReset: (user: StaffUser) => void;
}

export function ResetTwoFactorDialog({ user, onClose, onReset }: ResetTwoFactorDialogProps) {
  const mutation = useResetTwoFactor();
  const confirm = () =>
    mutation.mutate(user._id, {
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        onReset(user);
      },
    });
  return (
    <ConfirmDialog
      open
      title="Reset two-factor"
      confirmLabel="Reset"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, 'Failed to reset two-factor') : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      Reset the two-factor of <strong>{user.name}</strong> ({user.email})? Their authenticator app and
      recovery codes stop working; they set two-factor up again in their profile, or when they next sign in if
      their role must use it.
    </ConfirmDialog>
  );
}
