/**
 * "Reset two-factor" of a staff row, the super-admin's (docs/rules/auth.md, "Two-factor"): asks first,
 * then removes the user's authenticator secret and recovery codes, in the audit trail.
 */
import { useResetTwoFactor } from '../../api/people/reset-two-factor';
import type { StaffUser } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { securityCatalog } from '../../locales/security';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Emphasis } from '../../ui/emphasis';
import { useT } from '../../ui/use-t';

interface ResetTwoFactorDialogProps {
  user: StaffUser;
  onClose: () => void;
  onReset: (user: StaffUser) => void;
}

export function ResetTwoFactorDialog({ user, onClose, onReset }: ResetTwoFactorDialogProps) {
  const mutation = useResetTwoFactor();
  const t = useT(securityCatalog);
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
      title={t('security.reset.title')}
      confirmLabel={t('security.reset.confirm')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('security.reset.failed')) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Emphasis text={t('security.reset.question', { name: user.name, email: user.email })} />
    </ConfirmDialog>
  );
}
