/**
 * The Move dialog: a picker or creator to another team leader, or a team leader (with all its staff)
 * to another admin, among the targets the server names (docs/rules/people.md#d4.8).
 */
import { type FormEvent, useState } from 'react';
import { MOVE_CALL, useMoveStaff } from '../../api/people/move-staff';
import { useMoveTargets } from '../../api/people/move-targets';
import { LIST_KIND, type StaffListKind, successOf } from '../../api/people/staff-kinds';
import { localize, MoveInput, type StaffUser } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { type PeopleId, peopleCatalog } from '../../locales/people';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Emphasis } from '../../ui/emphasis';
import { useLanguage } from '../../ui/language';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { type TargetKind, TargetSelect } from './target-select';

interface MoveDialogProps {
  kind: StaffListKind;
  /** The user to move; null keeps the dialog closed. */
  user: StaffUser | null;
  onClose: () => void;
  onMoved: (user: StaffUser, toId: string) => void;
}

export function MoveDialog({ kind, user, onClose, onMoved }: MoveDialogProps) {
  const mutation = useMoveStaff(kind);
  useT(peopleCatalog);
  // The kind's words are LIST_KIND's English, which the people catalog holds word for word.
  const language = useLanguage();
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog open={user !== null} title={localize(language, `Move ${LIST_KIND[kind].noun}`)} onClose={close}>
      {/* Keyed by user, so every opening starts with no choice and no old errors. */}
      {user ? (
        <MoveForm
          key={user._id}
          kind={kind}
          user={user}
          mutation={mutation}
          onCancel={close}
          onMoved={onMoved}
        />
      ) : null}
    </Dialog>
  );
}

/** A team leader moves to another admin; everyone else to another team leader. */
const targetKindOf = (kind: StaffListKind): TargetKind => (kind === 'team-leaders' ? 'admin' : 'team-leader');

const WORDS: Record<TargetKind, { label: PeopleId; empty: PeopleId; question: PeopleId }> = {
  'team-leader': {
    label: 'people.move.newTeamLeader',
    empty: 'people.move.noOtherLeader',
    question: 'people.move.toLeader',
  },
  admin: {
    label: 'people.move.newAdmin',
    empty: 'people.move.noOtherAdmin',
    question: 'people.move.toAdmin',
  },
};

interface MoveFormProps {
  kind: StaffListKind;
  user: StaffUser;
  mutation: ReturnType<typeof useMoveStaff>;
  onCancel: () => void;
  onMoved: (user: StaffUser, toId: string) => void;
}

function MoveForm({ kind, user, mutation, onCancel, onMoved }: MoveFormProps) {
  const targetKind = targetKindOf(kind);
  const targets = useMoveTargets(user._id, 'self');
  const { values, errors, setField, validate, showErrors } = useContractForm(MoveInput, { toId: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT(peopleCatalog);
  const language = useLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    setFailure(null);
    mutation.mutate(
      { id: user._id, toId: input.toId },
      {
        onSuccess: () => {
          toastSuccess(localize(language, successOf(MOVE_CALL[kind] ?? {})));
          onMoved(user, input.toId);
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
          else setFailure(messageOf(error, t('people.somethingWentWrong')));
        },
      },
    );
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      <p className="rl-muted">
        <Emphasis text={t(WORDS[targetKind].question, { name: user.name, email: user.email })} />
      </p>
      <TargetSelect
        targets={targets}
        targetKind={targetKind}
        label={t(WORDS[targetKind].label)}
        emptyText={t(WORDS[targetKind].empty)}
        value={values.toId}
        error={errors.toId}
        focusWhenReady
        onChange={(toId) => {
          setFailure(null);
          setField('toId', toId);
        }}
      />
      {failure ? (
        <p className="rl-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="rl-dialog__actions">
        <Button onClick={onCancel} disabled={mutation.isPending}>
          {t('people.list.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={mutation.isPending}
          disabled={values.toId === '' || !targets.data?.length}
        >
          {t('people.list.move')}
        </Button>
      </div>
    </form>
  );
}
