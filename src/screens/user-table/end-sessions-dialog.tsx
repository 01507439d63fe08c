/**
 * "End sessions" of a staff row (docs/rules/auth.md, "Sessions"): asks first, then signs the user out
 * of every device at once; it may sign in again.
 */
import { useEndUserSessions } from '../../api/people/end-user-sessions';
import type { StaffUser } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { peopleCatalog } from '../../locales/people';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Emphasis } from '../../ui/emphasis';
import { useT } from '../../ui/use-t';

interface EndSessionsDialogProps {
  user: StaffUser;
  onClose: () => void;
  onEnded: (user: StaffUser, ended: number) => void;
}

export function EndSessionsDialog({ user, onClose, onEnded }: EndSessionsDialogProps) {
  const mutation = useEndUserSessions();
  const t = useT(peopleCatalog);
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
      title={t('people.list.endSessions')}
      confirmLabel={t('people.list.endSessions')}
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, t('people.sessions.failed')) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Emphasis text={t('people.sessions.question', { name: user.name, email: user.email })} />
    </ConfirmDialog>
  );
}
