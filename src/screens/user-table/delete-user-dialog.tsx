/**
 * The delete confirmation (docs/rules/people.md, "Screens": "Confirm!", "Delete DataPicker", Delete); the server
 * soft-deletes. A team leader or admin may still have staff: the dialog offers where they move first
 * (docs/rules/people.md#d4.9).
 */
import { useState } from 'react';
import { useDeleteStaff } from '../../api/people/delete-staff';
import { useMoveTargets } from '../../api/people/move-targets';
import { LIST_KIND, type StaffListKind, successOf } from '../../api/people/staff-kinds';
import { localize, type StaffUser } from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { type PeopleId, peopleCatalog } from '../../locales/people';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Emphasis } from '../../ui/emphasis';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { type TargetKind, TargetSelect } from './target-select';

interface DeleteUserDialogProps {
  kind: StaffListKind;
  /** The user to delete; null keeps the dialog closed. */
  user: StaffUser | null;
  onClose: () => void;
  onDeleted: (user: StaffUser) => void;
}

export function DeleteUserDialog({ kind, user, onClose, onDeleted }: DeleteUserDialogProps) {
  const mutation = useDeleteStaff(kind);
  const t = useT(peopleCatalog);
  // The kind's words are LIST_KIND's English, which the people catalog holds word for word.
  const language = useLanguage();
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog
      open={user !== null}
      kicker={t('people.delete.confirm')}
      title={localize(language, `Delete ${LIST_KIND[kind].noun}`)}
      onClose={close}
    >
      {/* Keyed by user, so every opening starts with no choice and no old refusal. */}
      {user ? (
        <DeleteConfirm
          key={user._id}
          kind={kind}
          user={user}
          mutation={mutation}
          onCancel={close}
          onDeleted={onDeleted}
        />
      ) : null}
    </Dialog>
  );
}

/** Whose staff go where: a leader's to another leader of its kind, an admin's to another admin. */
const STAFF_TARGET: Partial<Record<StaffListKind, { targetKind: TargetKind; empty: PeopleId }>> = {
  'team-leaders': { targetKind: 'team-leader', empty: 'people.delete.noOtherLeader' },
  admins: { targetKind: 'admin', empty: 'people.delete.noOtherAdmin' },
};

interface DeleteConfirmProps {
  kind: StaffListKind;
  user: StaffUser;
  mutation: ReturnType<typeof useDeleteStaff>;
  onCancel: () => void;
  onDeleted: (user: StaffUser) => void;
}

function DeleteConfirm({ kind, user, mutation, onCancel, onDeleted }: DeleteConfirmProps) {
  const { deleteError, remove } = LIST_KIND[kind];
  const staffTarget = STAFF_TARGET[kind];
  const targets = useMoveTargets(user._id, 'staff', staffTarget !== undefined);
  const [moveStaffTo, setMoveStaffTo] = useState('');
  const [staffError, setStaffError] = useState<string | undefined>();
  const chosen = targets.data?.find((target) => target._id === moveStaffTo);
  const t = useT(peopleCatalog);
  const language = useLanguage();

  const confirm = () => {
    setStaffError(undefined);
    mutation.mutate(
      { id: user._id, moveStaffTo: moveStaffTo || undefined },
      {
        onSuccess: () => {
          toastSuccess(localize(language, successOf(remove)));
          onDeleted(user);
        },
        onError: (error) => {
          // "Reassign or delete their staff first" and a refused target are answered by the choice.
          const fieldError = isApiError(error)
            ? error.errors.find((e) => e.path === 'moveStaffTo')
            : undefined;
          if (staffTarget && fieldError) setStaffError(fieldError.message);
          else if (staffTarget && isApiError(error) && error.status === 409) setStaffError(error.message);
          else toastFailure(error, localize(language, deleteError));
        },
      },
    );
  };

  return (
    <>
      <p>
        <Emphasis text={t('people.delete.question', { name: user.name, email: user.email })} />
      </p>
      {staffTarget ? (
        <>
          <p className="rl-muted">
            {chosen
              ? t('people.delete.staffMoveTo', { target: chosen.name, name: user.name })
              : t('people.delete.chooseStaffTarget')}
          </p>
          <TargetSelect
            targets={targets}
            targetKind={staffTarget.targetKind}
            label={t('people.delete.moveStaffTo')}
            emptyText={t(staffTarget.empty)}
            value={moveStaffTo}
            error={staffError}
            onChange={(value) => {
              setStaffError(undefined);
              setMoveStaffTo(value);
            }}
          />
        </>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={onCancel} disabled={mutation.isPending}>
          {t('people.list.cancel')}
        </Button>
        <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
          {t('people.list.delete')}
        </Button>
      </div>
    </>
  );
}
